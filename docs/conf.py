"""Sphinx configuration of the gamecheck documentation.

Build with ``python -m sphinx -W -b html docs docs/_build/html`` from the repository root.
Nothing is fetched from the network during a build: intersphinx is not loaded, and the
tutorial notebook is rendered with the outputs stored in it (``nb_execution_mode = "off"``;
``tests/test_docs.py`` executes it separately).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the package itself, also when it is not installed

import gamecheck  # noqa: E402

project = "gamecheck"
author = "the gamecheck developers"
copyright = "the gamecheck developers"
version = release = gamecheck.__version__

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "myst_nb",  # Markdown pages (MyST, through myst-parser) and the tutorial notebook
]

# -- sources ----------------------------------------------------------------------------------------
root_doc = "index"
exclude_patterns = ["_build", "**.ipynb_checkpoints", "Thumbs.db", ".DS_Store"]
myst_enable_extensions = ["colon_fence", "deflist", "dollarmath"]
myst_heading_anchors = 3

# -- notebooks: render the stored outputs, never execute during the build ----------------------------
nb_execution_mode = "off"

# -- API reference ----------------------------------------------------------------------------------
autodoc_member_order = "bysource"
autodoc_typehints = "signature"
autodoc_default_options = {"exclude-members": "__init__, __new__"}
napoleon_numpy_docstring = True
napoleon_google_docstring = True  # internal docstrings some public pages link to are still Google style
napoleon_use_ivar = True  # class attributes as fields: no second description of dataclass fields
napoleon_use_rtype = False

# -- output -----------------------------------------------------------------------------------------
html_theme = "alabaster"
html_title = f"gamecheck {release}"
html_theme_options = {
    "description": "Check theorems and explore conjectures about impartial games",
    "fixed_sidebar": True,
    "page_width": "1100px",
}
pygments_style = "sphinx"
