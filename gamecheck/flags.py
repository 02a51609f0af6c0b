"""The one table from the Python API's argument names to the command line's flags.

The library's messages name the Python argument, written ``name=`` (``"n=N is for heap games;
for a general game give bound=B"``): that is what a Python caller passes. The command line
shows the same message with its own flags (``"--n N is for heap games; for a general game give
--bound B"``) by :func:`to_cli`, the one place that knows both spellings. A ``name=`` inside
brackets or quotes (a ruleset spec such as ``subtraction(set=[1, 3], heaps=2)``, a quoted user
value) is left alone: only a bare argument is translated.
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["FLAGS", "to_cli", "flag", "command_words"]

#: Python argument -> command-line flag (only those whose message may reach the command line)
FLAGS: dict[str, str] = {
    "n": "--n",
    "bound": "--bound",
    "heaps": "--heaps",
    "max_n": "--max-n",
    "seconds": "--time",
    "start": "--load",
    "save": "--save",
    "load": "--load",
    "subtraction_set": "--set",
    "all_but": "--all-but",
    "predicate": "--predicate",
    "game_file": "--game",
    "graph_file": "--graph",
    "misere": "--misere",
    "quotient": "--quotient",
    "max_heap": "--max-heap",
    "method": "--method",
    "engine": "--engine",
    "bits": "--bits",
    "timeout": "--timeout",
    "state_dir": "--state",
    "state": "--state",
    "checkpoint_seconds": "--checkpoint",
    "resume": "--resume",
    "workers": "--workers",
    "chunk_positions": "--chunk",
    "scheduler": "--scheduler",
    "allow_outside_files": "--allow-outside-files",
    "out": "--out",
    "force": "--force",
    "document": "--document",
    "emit_claims": "--emit-claims",
    "m": "-m",
    "digits": "--digits",
    "prefix": "--prefix",
    "report": "--report",
    "compare_with": "--compare",
}

def command_words(**arguments: Any) -> list[str]:
    """The command-line words that pass these Python arguments (``None`` and ``False`` left out;
    ``True`` is a bare flag; ``params``, a dict of ruleset parameters, becomes ``-m M`` and
    ``-p KEY=VALUE`` words, ``heaps`` among them as ``--heaps K``), in the order given.

    >>> command_words(subtraction_set="1,3", params={"m": 3, "heaps": 2}, bound=40, misere=True)
    ['--set', '1,3', '-m', '3', '--heaps', '2', '--bound', '40', '--misere']
    """
    words: list[str] = []
    for name, value in arguments.items():
        if name == "params":
            for key, v in (value or {}).items():
                if key in ("m", "heaps"):
                    words += [flag(key), str(v)]
                else:
                    words.append(f"-p{key}={v}")
        elif value is True:
            words.append(flag(name))
        elif value is not None and value is not False:
            words += [flag(name), str(value)]
    return words


_NAME = re.compile(r"(?<![\w.\-])([a-z_][a-z_0-9]*)=")
_OPEN, _CLOSE = "([{", ")]}"


def flag(name: str) -> str:
    """The command-line flag of the Python argument ``name`` (``"max_n"`` -> ``"--max-n"``)."""
    return FLAGS.get(name, "--" + name.replace("_", "-"))


#: where a message names the Python function it comes from (``gc.explore.explore(): ``): the
#: command line names no Python call
_PYTHON_CALL = re.compile(r"(?<![\w.])(?:gc|gamecheck)\.[A-Za-z_][\w.]*\(\):\s*")
#: a message that opens with the Python argument it is about (``emit_claims: cannot write ...``)
_LEADING_ARGUMENT = re.compile(r"^([a-z]+_[a-z_0-9]*):(?=\s)")


def to_cli(message: str) -> str:
    """``message`` in the command line's terms: the Python function a library message names in
    front (``gc.explore.explore(): ``) left out, a leading ``name:`` of a known argument and each
    bare ``name=`` written as its flag.

    ``name=VALUE`` becomes ``--flag VALUE``, ``name=True`` and a ``name=`` followed by a space,
    a comma or the end become ``--flag``. Text inside a spec's brackets (``nim(heaps=3)``, ``[...]``, ``{...}``)
    or inside single quotes is left as it is; plain parentheses are prose.

    >>> to_cli("n=N is for heap games; for a general game give bound=B")
    '--n N is for heap games; for a general game give --bound B'
    >>> to_cli("(give allow_outside_files=True to read it)")
    '(give --allow-outside-files to read it)'
    >>> to_cli("max_n=, seconds= and start= are for one-heap games")
    '--max-n, --time and --load are for one-heap games'
    >>> to_cli("ruleset 'subtraction(set=[1, 2], heaps=2)' needs heaps= at least 1")
    "ruleset 'subtraction(set=[1, 2], heaps=2)' needs --heaps at least 1"
    >>> to_cli("sum(nim, subtraction(set=[1], heaps=2)) needs a subtraction set (subtraction_set=1,3,6)")
    'sum(nim, subtraction(set=[1], heaps=2)) needs a subtraction set (--set 1,3,6)'
    >>> to_cli("gc.explore.explore(): emit_claims= needs a file name")
    '--emit-claims needs a file name'
    >>> to_cli("emit_claims: cannot write 'x/c.toml'")
    "--emit-claims: cannot write 'x/c.toml'"

    """
    message = _PYTHON_CALL.sub("", message)
    lead = _LEADING_ARGUMENT.match(message)
    if lead and lead.group(1) in FLAGS:
        message = FLAGS[lead.group(1)] + message[lead.end(1):]
    out: list[str] = []
    stack: list[bool] = []  # per open bracket: does it hold a spec (``name(...)``, ``[...]``, ``{...}``)?
    quoted, i = False, 0
    while i < len(message):
        ch = message[i]
        if ch == "'" and (quoted or i == 0 or not message[i - 1].isalnum()):
            quoted = not quoted
        elif not quoted and ch in _OPEN:
            stack.append(ch != "(" or (i > 0 and (message[i - 1].isalnum() or message[i - 1] == "_")))
        elif not quoted and ch in _CLOSE and stack:
            stack.pop()
        elif not quoted and not any(stack):
            m = _NAME.match(message, i)
            if m and (i == 0 or not (message[i - 1].isalnum() or message[i - 1] in "_.-")) and m.group(1) in FLAGS:
                out.append(FLAGS[m.group(1)])
                i = m.end()
                if message.startswith("True", i) and not message[i + 4:i + 5].isalnum():
                    i += 4  # name=True is the bare flag
                elif i < len(message) and message[i] not in " ,;:)":
                    out.append(" ")
                continue
        out.append(ch)
        i += 1
    return "".join(out)
