"""Misère quotients of octal games: gamecheck against Aaron Siegel's MisereSolver (CGSuite).

    python experiments/bench/misere_bench.py --reference /path/to/cgsuite           # default games (see below)
    python experiments/bench/misere_bench.py --reference /path/to/cgsuite --quick   # 0.75, 0.77, 0.07@20
    python experiments/bench/misere_bench.py --reference PATH --games 0.75,0.07@33 --timeout 300

A game is an octal code, ``CODE`` (the whole game) or ``CODE@N`` (the quotient of the heaps
0..N only, a fixed bound).  What is measured, for each game:

* MisereSolver (``lib/core/src/main/scala/org/cgsuite/core/misere/solver/``, its 11 Java files,
  with CGSuite's ``TBCode.scala``, ``PeriodicityChecker.java`` and the ``Periodicity`` and
  ``Traversal`` declarations of ``HeapRuleset.scala``), built in a temporary folder and run
  through its own command-line interface, ``CommandLineInterface``:
  ``java -cp classes:scala-library.jar org.cgsuite.core.misere.solver.CommandLineInterface CODE``
  (``--maxheap N CODE`` for ``CODE@N``).  Read from its output: the order of the quotient
  (``Q-Size``, else the last ``|Q| = ..`` line), the size of its P-portion (``P-Size`` or
  ``|P| = ..``), whether it is tame, its last presentation, the heap images Phi(0..H) (the last
  ``Phi = ..`` line, in the final presentation), the heap H where it stopped, and -- when it prints
  ``=== Solution Found at Heap H ===`` -- ``Period`` and ``Preperiod``.  Those two are of the
  sequence of heap images Phi(0), .., Phi(H) (quotient elements, not Grundy values):
  Phi(n + period) = Phi(n) for preperiod <= n <= H - period.  Before computing each new heap,
  MisereSolver's PeriodicityChecker (``TBCode.periodicityChecker``: saltus 0, linear criterion
  k*(preperiod + period) + (d - 1 + k) <= H + 1, k the most heaps a move leaves -- 2 for octal
  games -- and d the number of code digits counting the 0 before the point) looks for the smallest
  period whose least preperiod meets the criterion; the first time it finds one, the run stops:
  periodicity of the images over that range certifies the quotient of the whole game (the
  periodicity theorem for misère quotients).  H itself is not compared: the checker works on
  differences of element numbers, so when it first succeeds depends on MisereSolver's numbering
  (on 0.77 the same check, run on the images numbered by first appearance, succeeds at heap 169;
  MisereSolver stops at 253, with the same period 12 and preperiod 71).  Without a certificate
  (``CODE@N``) it prints ``=== No Solution Found by Heap N ===`` and no period.
* gamecheck, as a whole process: ``python -m gamecheck explore octal CODE --misere --quotient
  --json`` (with ``--max-heap N`` for ``CODE@N``); from its JSON ``quotient.order``,
  ``quotient.p_portion``, ``quotient.tame``, ``quotient.presentation``, ``quotient.max_heap``,
  ``quotient.period``, ``quotient.preperiod``, ``quotient.elements`` (one per heap 0..max_heap).
  The interpreter runs with its bytecode cache on (``PYTHONDONTWRITEBYTECODE`` removed from the
  environment), after one untimed run; this checkout comes first on ``PYTHONPATH``.
* agreement: order, P-portion size and tameness always; for a whole game (MisereSolver printed a
  solution) period and preperiod too; for ``CODE@N`` gamecheck's max heap must be N; and the
  heap images up to renaming (heaps n, m have the same image in one iff in the other; on the heaps
  both computed).  Any difference is a disagreement: exit status 1, after writing the report.
* time: wall seconds of each whole process (JVM or interpreter start included), best of 2 runs,
  both measured alike -- a small launcher process starts the program, times it with
  ``time.perf_counter`` and reads its peak resident memory (``ru_maxrss``) from ``os.wait4``;
  ``--timeout`` seconds per run (the run is then killed).  MisereSolver's own ``sec`` figure (its
  computation, without JVM start) is recorded too.

A default run takes about 3 minutes on a 2-core machine (2026-11-27: 159 s in all, the build 6 s;
the two bounded Dawson's Kayles runs take about 10 s per run in each program).

Default games: the whole games 0.75, 0.77 (Kayles), 0.31, 0.144, 0.34, 0.52, 0.15, 0.53, 0.71,
0.72, and the bounded 0.07@33 (Dawson's Kayles), 0.4@34, 0.104@22, 0.106@19, 0.126@21 and 0.35@15.
0.15, 0.53, 0.71 and 0.72 (whole games that MisereSolver certifies in under a second) stand in
for six games of the list first planned (0.75, 0.77, 0.07, 0.31, 0.4, 0.104, 0.144, 0.106, 0.34,
0.35, 0.52, 0.126), whose whole-game runs printed no solution within 90 s; those six are kept at
a fixed bound that MisereSolver reaches in under 15 s.  What the 90 s runs showed:

* 0.07: stuck at heap 34 (presentation at heap 33: |Q| = 638, |P| = 109); recalibration tried
  quotients of 1448 .. 14830 elements, each failing ([14,14,17,18,34] the last failure seen).
* 0.4: the same as 0.07 one heap later (Phi of 0.4 is Phi of 0.07 shifted by one): stuck at
  heap 35 after |Q| = 638, |P| = 109 at heap 34.
* 0.104: stuck at heap 23 after |Q| = 188, |P| = 29 at heap 22; tried quotients of 7072 .. 13064.
* 0.106: stuck at heap 20 after |Q| = 130, |P| = 17 at heap 19; tried up to 18334 elements.
* 0.126: stuck at heap 22 after |Q| = 168, |P| = 24 at heap 21; tried 2880 .. 9728 elements.
* 0.35: no stall, but slow: |Q| = 1650 at heap 15 (13 s), 2050 at heap 18 (39 s), 2258 at
  heap 20 (92 s), still growing.

The reference is built in a temporary folder (``tempfile.mkdtemp``, removed at the end) from a
CGSuite checkout whose path is given with ``--reference``: a normal checkout (the files are
copied) or a git directory (``git -C PATH archive HEAD <the files>``).  Nothing of CGSuite is
copied into this project.  The build needs Debian's ``scala`` package (Scala 2.11.12;
``apt-get install -y scala``), whose ``scalac`` runs on the JDK 17 here as it is, and ``javac``:

    scalac -nowarn -d classes src/org/cgsuite/core/impartial/{TBCode,Periodicity}.scala \\
        src/org/cgsuite/core/impartial/PeriodicityChecker.java
    javac -nowarn -encoding UTF-8 -cp classes:/usr/share/scala-2.11/lib/scala-library.jar -d classes \\
        src/org/cgsuite/core/impartial/PeriodicityChecker.java src/org/cgsuite/core/misere/solver/*.java

CGSuite itself is built with Scala 2.13 and its language runtime; the edits that let these files
compile alone, made by this script in the temporary copy only (each must match as expected, else
the script stops and says which), are:

* TBCode.scala: the import of ``org.cgsuite.exception.MalformedCodeException`` removed and its
  ``throw MalformedCodeException(..)`` made ``throw new IllegalArgumentException(..)``;
  ``case class TBCode(..)`` and ``case class Digit(..)`` made plain classes with ``val``
  parameters (Scala 2.11 rejects a companion ``apply`` with the signature of a case class's own,
  allowed since 2.12.2; equality of codes is then by reference, which only ``-search4D`` uses).
* Periodicity.scala: new, the package line and the ``case class Periodicity`` and ``trait
  Traversal`` declarations cut from HeapRuleset.scala (the rest of it needs CGSuite's integers).
* MisereSolver.java: the imports of HeapRuleset, TakeAndBreak, ``scala.collection.immutable.
  IndexedSeq`` and ``scala.jdk.CollectionConverters`` replaced by TBCode and Traversal;
  ``HeapRuleset`` read as ``TBCode`` (``TakeAndBreak.apply`` as ``TBCode.apply``); the body of
  ``heapOptions(int)`` rewritten to list the options from ``rules.traversal(heapSize)`` -- the
  same enumeration as ``TakeAndBreak.heapOptions``, without CGSuite's integer classes.
* CommandLineInterface.java: the imports of ImpartialGame, CgscriptClass, ``scala.Option``,
  AnyRefMap and ``scala.jdk.CollectionConverters`` removed; the call
  ``CgscriptClass.Object().ensureInitialized()`` removed; ``org.cgsuite.lang.System.version()``
  replaced by a fixed string; ``stringsToRuleset`` reduced to parsing one take-and-break code
  (``TBCode.apply``; CGScript expressions are not available); the ``Linearization`` branches
  (``if (rules instanceof Linearization) {..}`` and the two ``else`` branches of
  ``if (ms.getRules() instanceof TakeAndBreak)``) removed; ``.tbCode()`` dropped and
  ``TakeAndBreak``/``HeapRuleset`` read as ``TBCode`` outside string literals.
* The other 9 solver files and PeriodicityChecker.java: unchanged.

Written (each to a temporary file, then renamed; nothing else is written):

* ``reports/bench-misere.md``: machine line, a summary table, one table per game, the build,
  how to reproduce;
* ``reports/bench-misere.json``: the raw figures (every run, MisereSolver's heap images and
  presentation, gamecheck's quotient fields).

Exit status: 0; 1 when the two disagree on a game or a command failed or timed out (the report
says which, with the numbers); 2 on a usage error.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from gamecheck.atomic import atomic_write_text  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import octal_bench  # noqa: E402  (the machine record, the time format)
from octal_bench import fmt_s  # noqa: E402

SOLVER_DIR = "lib/core/src/main/scala/org/cgsuite/core/misere/solver"
IMPARTIAL_DIR = "lib/core/src/main/scala/org/cgsuite/core/impartial"
SOLVER_FILES = ("BipartiteMonoid.java", "CommandLineInterface.java", "CommandLineOptions.java",
                "CommutativeMonoid.java", "DirectSumMonoid.java", "ExplicitFiniteMonoid.java", "MisereSolver.java",
                "MsvLoader.java", "Pretension.java", "Relation.java", "Word.java")
IMPARTIAL_FILES = ("TBCode.scala", "PeriodicityChecker.java", "HeapRuleset.scala")
MAIN_CLASS = "org.cgsuite.core.misere.solver.CommandLineInterface"

DEFAULT_GAMES = ("0.75", "0.77", "0.31", "0.144", "0.34", "0.52", "0.15", "0.53", "0.71", "0.72",
                 "0.07@33", "0.4@34", "0.104@22", "0.106@19", "0.126@21", "0.35@15")
QUICK_GAMES = ("0.75", "0.77", "0.07@20")
REPEATS = 2
DEFAULT_TIMEOUT = 300.0

MD_PATH = ROOT / "reports" / "bench-misere.md"
JSON_PATH = ROOT / "reports" / "bench-misere.json"

# Java string and char literals, and braces: what the brace matcher reads.
_LITERAL = r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])\''
_TOKENS = re.compile(_LITERAL + r"|[{}]")

# The replacement bodies written into the temporary copy (see the module docstring).
HEAP_OPTIONS_JAVA = """public List<int[]> heapOptions(int heapSize) {
        // misere_bench.py: the enumeration of TakeAndBreak.heapOptions, over the TBCode traversal
        Traversal tr = rules.traversal(heapSize);
        List<int[]> result = new ArrayList<>();
        while (tr.advance()) {
            int[] option = new int[tr.currentLength()];
            for (int i = 0; i < option.length; i++) {
                option[i] = tr.currentPart(i);
            }
            result.add(option);
        }
        return result;
    }"""

STRINGS_TO_RULESET_JAVA = """private static HeapRuleset stringsToRuleset(List<String> strings)
    {
        // misere_bench.py: a single take-and-break code only (no CGScript in this build)
        if (strings.size() != 1) {
            return null;
        }
        try {
            return TakeAndBreak.apply(strings.get(0));
        } catch (Exception exc) {
            return null;
        }
    }"""


class SourceError(Exception):
    """The CGSuite sources are not as this script expects (an edit did not match, a file is missing)."""


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


@dataclass(frozen=True)
class Game:
    code: str
    bound: int | None  # None: the whole game

    @property
    def name(self) -> str:
        return self.code if self.bound is None else f"{self.code}@{self.bound}"


def parse_games(text: str) -> tuple[Game, ...]:
    games = []
    for item in (t.strip() for t in text.split(",")):
        if not item:
            continue
        m = re.fullmatch(r"([0-7]+\.[0-7]+)(?:@(\d+))?", item)
        if not m or (m.group(2) is not None and int(m.group(2)) < 1):
            raise argparse.ArgumentTypeError(f"'{item}' is not an octal code, CODE or CODE@N (N >= 1)")
        games.append(Game(m.group(1), None if m.group(2) is None else int(m.group(2))))
    if not games:
        raise argparse.ArgumentTypeError("no game given")
    return tuple(games)


# ---------------------------------------------------------------------------
# MisereSolver: sources, edits, build


def fetch_sources(reference: Path, dest: Path) -> dict:
    """Put the solver's and the impartial package's files of ``reference`` under ``dest``
    (the checkout's layout); say how, and which commit."""
    wanted = [f"{SOLVER_DIR}/{f}" for f in SOLVER_FILES] + [f"{IMPARTIAL_DIR}/{f}" for f in IMPARTIAL_FILES]
    info: dict = {"path": str(reference), "how": None, "commit": None}
    if all((reference / w).is_file() for w in wanted):
        for w in wanted:
            (dest / w).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(reference / w, dest / w)
        info["how"] = "copy of the checkout's files"
        top = subprocess.run(["git", "-C", str(reference), "rev-parse", "--show-toplevel"], capture_output=True,
                             text=True)
        if top.returncode != 0 or Path(top.stdout.strip()).resolve() != reference.resolve():
            return info  # not the top of a git work tree: no commit to name
    else:
        p = subprocess.run(["git", "-C", str(reference), "archive", "HEAD", *wanted], capture_output=True)
        if p.returncode != 0:
            raise SourceError(f"'{reference}' is neither a checkout holding {SOLVER_DIR} and {IMPARTIAL_DIR} "
                              f"nor a git directory with them at HEAD ({p.stderr.decode(errors='replace').strip()})")
        with tarfile.open(fileobj=io.BytesIO(p.stdout)) as tar:
            tar.extractall(dest, filter="data")
        info["how"] = "git archive HEAD"
    c = subprocess.run(["git", "-C", str(reference), "rev-parse", "HEAD"], capture_output=True, text=True)
    if c.returncode == 0:
        info["commit"] = c.stdout.strip()
    return info


class Editor:
    """Regex edits of one source text; each edit must match as often as expected, and is logged."""

    def __init__(self, name: str, text: str, edits: list[str]) -> None:
        self.name, self.text, self.edits = name, text, edits

    def fail(self, what: str, found: str) -> SourceError:
        return SourceError(f"{self.name}: edit '{what}' {found}; the CGSuite sources differ from those this "
                           f"script was written for")

    def sub(self, pattern: str, repl: str, what: str, count: int | None = 1, code_only: bool = False) -> None:
        """Replace ``pattern`` (multiline regex) by ``repl``; ``count`` matches (None: at least one);
        ``code_only``: not inside string or char literals."""
        if code_only:
            parts = re.split(f"({_LITERAL})", self.text)
            n = 0
            for i in range(0, len(parts), 2):  # even indices: code between literals
                parts[i], k = re.subn(pattern, repl, parts[i], flags=re.M)
                n += k
            new = "".join(parts)
        else:
            new, n = re.subn(pattern, repl, self.text, flags=re.M)
        if (count is None and n == 0) or (count is not None and n != count):
            raise self.fail(what, f"matched {n} times, not {'at least once' if count is None else count}")
        self.text = new
        self.edits.append(f"{self.name}: {what}")

    def _block(self, start: int, what: str) -> tuple[int, int]:
        """The span of the brace block opening at the first ``{`` at or after ``start``."""
        depth, first = 0, None
        for m in _TOKENS.finditer(self.text, start):
            tok = m.group(0)
            if tok == "{":
                first = m.start() if first is None else first
                depth += 1
            elif tok == "}":
                depth -= 1
                if depth == 0 and first is not None:
                    return first, m.end()
        raise self.fail(what, "found no balanced block")

    def replace_block(self, head: str, repl: str, what: str) -> None:
        """Replace the one statement or method that starts with ``head`` and ends with its brace block."""
        found = list(re.finditer(head, self.text, flags=re.M))
        if len(found) != 1:
            raise self.fail(what, f"matched {len(found)} times, not 1")
        _, end = self._block(found[0].end(), what)
        if repl == "" and self.text.startswith("\n", end):
            end += 1
        start = found[0].start()
        if repl == "":
            start = self.text.rfind("\n", 0, start) + 1  # the line's indentation goes too
        self.text = self.text[:start] + repl + self.text[end:]
        self.edits.append(f"{self.name}: {what}")

    def keep_then_branch(self, head: str, what: str, count: int) -> None:
        """``if (COND) {A} else {B}`` with COND matching ``head`` -> ``{A}``, ``count`` times."""
        n = 0
        while m := re.search(head, self.text, flags=re.M):
            a, b = self._block(m.end(), what)
            e = re.compile(r"\s*else\s*").match(self.text, b)
            if e is None:
                raise self.fail(what, "has no else branch")
            _, d = self._block(e.end(), what)
            self.text = self.text[:m.start()] + self.text[a:b] + self.text[d:]
            n += 1
        if n != count:
            raise self.fail(what, f"matched {n} times, not {count}")
        self.edits.append(f"{self.name}: {what} ({count} times)")


def _closing_paren(text: str, start: int) -> int:
    """The index of the ``)`` closing the ``(`` at ``start``."""
    depth = 0
    for i in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        if depth == 0:
            return i
    raise SourceError(f"unbalanced parentheses after: {text[start:start + 60]!r}")


def drop_imports(ed: Editor, names: tuple[str, ...]) -> None:
    for name in names:
        ed.sub(rf"^import {re.escape(name)};\n", "", f"import {name} removed")


def patch_sources(checkout: Path, src: Path) -> list[str]:
    """Write the compilable copies of the sources under ``src`` (package layout); return the edits made."""
    edits: list[str] = []
    imp, sol = checkout / IMPARTIAL_DIR, checkout / SOLVER_DIR
    out_imp, out_sol = src / "org/cgsuite/core/impartial", src / "org/cgsuite/core/misere/solver"
    out_imp.mkdir(parents=True)
    out_sol.mkdir(parents=True)

    ed = Editor("TBCode.scala", (imp / "TBCode.scala").read_text(), edits)
    ed.sub(r"^import org\.cgsuite\.exception\.MalformedCodeException\n", "",
           "import org.cgsuite.exception.MalformedCodeException removed")
    ed.sub(r"\bthrow MalformedCodeException\(", "throw new IllegalArgumentException(",
           "throw MalformedCodeException(..) -> throw new IllegalArgumentException(..)", count=None)
    for cls in ("TBCode", "Digit"):
        m = re.search(rf"^case class {cls}\(", ed.text, flags=re.M)
        if m is None:
            raise ed.fail(f"case class {cls}", "found no such class")
        close = _closing_paren(ed.text, m.end() - 1)
        params = re.sub(r"(^|,)(\s*)(\w+\s*:)", r"\1\2val \3", ed.text[m.end():close])
        ed.text = ed.text[:m.start()] + f"class {cls}(" + params + ed.text[close:]
        edits.append(f"TBCode.scala: case class {cls}(..) -> class {cls}(val ..)")
    (out_imp / "TBCode.scala").write_text(ed.text)

    heap = (imp / "HeapRuleset.scala").read_text()
    ed = Editor("HeapRuleset.scala", heap, edits)
    package = re.search(r"^package [\w.]+$", heap, flags=re.M)
    periodicity = re.search(r"^case class Periodicity\([^)]*\)$", heap, flags=re.M)
    traversal = re.search(r"^trait Traversal\b", heap, flags=re.M)
    if not (package and periodicity and traversal):
        raise ed.fail("cut out Periodicity and Traversal", "found no package line, case class Periodicity or "
                                                            "trait Traversal")
    _, end = ed._block(traversal.end(), "trait Traversal")
    (out_imp / "Periodicity.scala").write_text(
        f"{package.group(0)}\n\n{periodicity.group(0)}\n\n{heap[traversal.start():end]}\n")
    edits.append("Periodicity.scala: new; the package line, case class Periodicity and trait Traversal of "
                 "HeapRuleset.scala")

    shutil.copyfile(imp / "PeriodicityChecker.java", out_imp / "PeriodicityChecker.java")

    ed = Editor("MisereSolver.java", (sol / "MisereSolver.java").read_text(), edits)
    ed.sub(r"^import org\.cgsuite\.core\.impartial\.HeapRuleset;\n",
           "import org.cgsuite.core.impartial.TBCode;\nimport org.cgsuite.core.impartial.Traversal;\n",
           "import ..HeapRuleset -> imports of TBCode and Traversal")
    drop_imports(ed, ("org.cgsuite.core.impartial.TakeAndBreak", "scala.collection.immutable.IndexedSeq",
                      "scala.jdk.CollectionConverters"))
    ed.replace_block(r"public List<int\[\]> heapOptions\(int heapSize\)\s*", HEAP_OPTIONS_JAVA,
                     "heapOptions(int) rewritten over rules.traversal(heapSize)")
    ed.sub(r"\bHeapRuleset\b", "TBCode", "HeapRuleset -> TBCode", count=None, code_only=True)
    ed.sub(r"\bTakeAndBreak\.apply\(", "TBCode.apply(", "TakeAndBreak.apply( -> TBCode.apply(", code_only=True)
    (out_sol / "MisereSolver.java").write_text(ed.text)

    ed = Editor("CommandLineInterface.java", (sol / "CommandLineInterface.java").read_text(), edits)
    drop_imports(ed, ("org.cgsuite.core.ImpartialGame", "org.cgsuite.lang.CgscriptClass", "scala.Option",
                      "scala.collection.mutable.AnyRefMap", "scala.jdk.CollectionConverters"))
    ed.sub(r"^[ \t]*CgscriptClass\.Object\(\)\.ensureInitialized\(\);\n", "",
           "CgscriptClass.Object().ensureInitialized() removed")
    ed.sub(r"org\.cgsuite\.lang\.System\.version\(\)", '"(core files built by misere_bench.py)"',
           "org.cgsuite.lang.System.version() -> a fixed string")
    ed.replace_block(r"private static HeapRuleset stringsToRuleset\(List<String> strings\)\s*",
                     STRINGS_TO_RULESET_JAVA, "stringsToRuleset: one take-and-break code only")
    ed.replace_block(r"^[ \t]*if \(rules instanceof Linearization\)\s*", "",
                     "if (rules instanceof Linearization) {..} removed")
    ed.keep_then_branch(r"if \(ms\.getRules\(\) instanceof TakeAndBreak\)\s*",
                        "if (ms.getRules() instanceof TakeAndBreak) {A} else {B} -> {A}", count=2)
    ed.sub(r"\.tbCode\(\)", "", ".tbCode() dropped", count=None, code_only=True)
    ed.sub(r"\b(TakeAndBreak|HeapRuleset)\b", "TBCode", "TakeAndBreak, HeapRuleset -> TBCode",
           count=None, code_only=True)
    (out_sol / "CommandLineInterface.java").write_text(ed.text)

    for name in SOLVER_FILES:
        if not (out_sol / name).exists():
            shutil.copyfile(sol / name, out_sol / name)
    return edits


def find_scala() -> tuple[str, Path]:
    """``scalac`` and the ``scala-library.jar`` beside it (Debian: /usr/share/scala-2.11/lib)."""
    scalac = shutil.which("scalac")
    if scalac is None:
        raise SourceError("scalac not found: install Debian's Scala 2.11 (apt-get install -y scala)")
    library = Path(os.path.realpath(scalac)).parent.parent / "lib" / "scala-library.jar"
    if not library.is_file():
        raise SourceError(f"scala-library.jar not found at {library} (beside {os.path.realpath(scalac)})")
    return scalac, library


def _version(cmd: list[str]) -> str:
    p = subprocess.run(cmd, capture_output=True, text=True)
    return (p.stdout + p.stderr).strip().splitlines()[0] if (p.stdout + p.stderr).strip() else "?"


def build_misere_solver(reference: Path, tmp: Path) -> tuple[list[str], dict]:
    """Build MisereSolver in ``tmp``; return the java command that runs its CLI, and the build's record."""
    checkout, src, classes = tmp / "checkout", tmp / "src", tmp / "classes"
    info = fetch_sources(reference, checkout)
    info["edits"] = patch_sources(checkout, src)
    classes.mkdir()
    scalac, library = find_scala()
    java, javac = shutil.which("java"), shutil.which("javac")
    if java is None or javac is None:
        raise SourceError("java and javac are needed (a JDK)")
    imp, sol = "src/org/cgsuite/core/impartial", "src/org/cgsuite/core/misere/solver"
    classpath = f"classes{os.pathsep}{library}"
    steps = [
        [scalac, "-nowarn", "-d", "classes", f"{imp}/TBCode.scala", f"{imp}/Periodicity.scala",
         f"{imp}/PeriodicityChecker.java"],
        [javac, "-nowarn", "-encoding", "UTF-8", "-cp", classpath, "-d", "classes", f"{imp}/PeriodicityChecker.java",
         *(f"{sol}/{name}" for name in SOLVER_FILES)],
    ]
    info["commands"], info["seconds"] = [], []
    for cmd in steps:
        shown = " ".join(shlex.quote(a) for a in [Path(cmd[0]).name, *cmd[1:]])
        t0 = time.perf_counter()
        p = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True)
        info["seconds"].append(round(time.perf_counter() - t0, 2))
        info["commands"].append(shown)
        if p.returncode != 0:
            raise SourceError(f"building MisereSolver failed: `{shown}` (in {tmp}):\n{(p.stdout + p.stderr)[-4000:]}")
    info["scalac"] = _version([scalac, "-version"]).split(" -- ")[0]  # less the copyright
    info["javac"] = _version([javac, "-version"])
    info["java"] = _version([java, "-version"])
    return [java, "-cp", str(tmp / "classes") + os.pathsep + str(library), MAIN_CLASS], info


# ---------------------------------------------------------------------------
# Running a whole process, timed


# A small launcher between the benchmark and the timed process (as in octal_bench.py): it starts the
# program, times it and reads its ru_maxrss, so that the benchmark's own memory is never counted.
_LAUNCHER = """
import os, sys, time
t0 = time.perf_counter()
pid = os.posix_spawnp(sys.argv[2], sys.argv[2:], os.environ)
_, status, usage = os.wait4(pid, 0)
seconds = time.perf_counter() - t0
with open(sys.argv[1], "w") as fh:
    fh.write(f"{seconds} {usage.ru_maxrss}")
code = os.waitstatus_to_exitcode(status)
sys.exit(code if code >= 0 else 128 - code)
"""


@dataclass
class Run:
    seconds: float
    peak_mb: float | None
    exit_status: int | None  # None: killed after the timeout
    stdout: str
    stderr: str


def run_measured(argv: list[str], cwd: Path, env: dict, timeout: float) -> Run:
    """Run ``argv`` to its end, or kill it (and its launcher) after ``timeout`` seconds."""
    out_path = cwd / "run.out"
    t0 = time.perf_counter()
    with tempfile.NamedTemporaryFile("r", suffix=".usage", dir=cwd) as usage, open(out_path, "wb") as out:
        proc = subprocess.Popen([sys.executable, "-c", _LAUNCHER, usage.name, *argv], cwd=cwd, stdout=out,
                                stderr=subprocess.PIPE, env=env, start_new_session=True)
        try:
            _, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)  # the launcher leads its own group, the timed process with it
            _, err = proc.communicate()
            status, seconds, peak = None, time.perf_counter() - t0, None
        else:
            status = proc.returncode
            fields = usage.read().split()
            seconds, peak = (float(fields[0]), float(fields[1]) / 1024) if len(fields) == 2 else \
                (time.perf_counter() - t0, None)
    stdout = out_path.read_text(errors="replace")
    out_path.unlink()
    return Run(seconds, peak, status, stdout, err.decode(errors="replace"))


def _best(runs: list[Run]) -> tuple[float | None, float | None]:
    good = [r for r in runs if r.exit_status == 0]
    if not good or len(good) != len(runs):
        return None, None
    peaks = [r.peak_mb for r in good if r.peak_mb is not None]
    return min(r.seconds for r in good), (max(peaks) if peaks else None)


def _run_record(r: Run) -> dict:
    return {"seconds": round(r.seconds, 4), "peak_mb": None if r.peak_mb is None else round(r.peak_mb, 1),
            "exit_status": r.exit_status}


# ---------------------------------------------------------------------------
# MisereSolver's runs


MISERE_FIELDS = ("status", "max_heap", "order", "p_portion", "tame", "presentation", "period", "preperiod",
                 "images", "last_rogue", "std_form", "solver_seconds")


def parse_misere_output(text: str) -> dict:
    """What MisereSolver's CLI printed: status ("solved", "bound" or "incomplete"), max_heap, order,
    p_portion, tame, presentation, period, preperiod, images, last_rogue, std_form, solver_seconds."""
    rec: dict = dict.fromkeys(MISERE_FIELDS)
    rec["status"] = "incomplete"
    lines = text.splitlines()

    def field(name: str) -> str | None:
        hits = [m.group(1) for m in (re.match(rf"{re.escape(name)}\s*:\s*(\S+)\s*$", ln) for ln in lines) if m]
        return hits[-1] if hits else None

    if m := re.search(r"^=== Solution Found at Heap (\d+) ===$", text, flags=re.M):
        rec.update(status="solved", max_heap=int(m.group(1)), period=int(field("Period")),
                   preperiod=int(field("Preperiod")), order=int(field("Q-Size")), p_portion=int(field("P-Size")),
                   tame=field("Tame?") == "Yes")
    elif m := re.search(r"^=== No Solution Found by Heap (\d+) ===$", text, flags=re.M):
        rec.update(status="bound", max_heap=int(m.group(1)))
    sizes = re.findall(r"^\|Q\| = (\d+); \|P\| = (\d+)$", text, flags=re.M)
    if sizes:
        order, p_portion = map(int, sizes[-1])
        if rec["status"] == "solved" and (order, p_portion) != (rec["order"], rec["p_portion"]):
            raise ValueError(f"Q-Size/P-Size {rec['order']}/{rec['p_portion']} differ from the last presentation's "
                             f"|Q| = {order}; |P| = {p_portion}")
        rec.update(order=order, p_portion=p_portion)
    for i, ln in enumerate(lines):
        if ln.startswith("=== Presentation Changed at Heap"):
            shown = next((x for x in lines[i + 1:] if x.strip()), None)
            rec["presentation"] = shown
    if rec["presentation"] is not None and rec["tame"] is None:
        rec["tame"] = rec["presentation"].startswith("(Q,P) = T")
    phi = [ln for ln in lines if ln.startswith("Phi = ")]
    if phi:
        rec["images"] = phi[-1][len("Phi = "):].split()
        if rec["max_heap"] is not None and len(rec["images"]) != rec["max_heap"] + 1:
            raise ValueError(f"the last Phi line has {len(rec['images'])} images, not {rec['max_heap'] + 1}")
    if (v := field("LastRogue")) is not None:
        rec["last_rogue"] = int(v)
    rec["std_form"] = field("StdForm")
    if m := re.search(r"^=== Performance Data ===\s*\n\s*([\d.]+) sec$", text, flags=re.M):
        rec["solver_seconds"] = float(m.group(1))
    return rec


def misere_args(game: Game) -> list[str]:
    return (["--maxheap", str(game.bound)] if game.bound is not None else []) + [game.code]


def run_misere(java_cmd: list[str], game: Game, tmp: Path, timeout: float) -> dict:
    """MisereSolver's CLI on ``game``, REPEATS times; its figures as parsed from the first run.
    ``status``: "solved" or "bound" (see :func:`parse_misere_output`), else "failed" or "timeout"."""
    shown = " ".join(shlex.quote(a) for a in ["java", "-cp", "classes:scala-library.jar", MAIN_CLASS,
                                               *misere_args(game)])
    rec: dict = {"command": shown, "runs": [], "error": None, **dict.fromkeys(MISERE_FIELDS)}
    runs: list[Run] = []
    failure: tuple[str, str] | None = None
    for _ in range(REPEATS):
        r = run_measured(java_cmd + misere_args(game), tmp, dict(os.environ), timeout)
        runs.append(r)
        rec["runs"].append(_run_record(r))
        try:
            parsed = parse_misere_output(r.stdout)
        except (ValueError, TypeError) as exc:
            failure = ("failed", f"unreadable output ({exc})")
            break
        if len(runs) == 1:
            rec.update(parsed)
        if r.exit_status is None:
            heaps = len(parsed["images"]) - 1 if parsed["images"] else None
            failure = ("timeout", f"killed after {timeout:.0f} s, having printed the images of heaps 0..{_v(heaps)} "
                                  f"(|Q| = {_v(parsed['order'])}, |P| = {_v(parsed['p_portion'])})")
            break
        if r.exit_status != 0 or parsed["status"] == "incomplete":
            tail = (r.stdout.strip()[-300:] + " " + r.stderr.strip()[-1200:]).strip()
            failure = ("failed", f"exit status {r.exit_status}: {tail or 'no output'}")
            break
    if failure is not None:
        rec.update(status=failure[0], error=failure[1], best=None, peak_mb=None)
    else:
        rec["best"], rec["peak_mb"] = _best(runs)
    return rec


# ---------------------------------------------------------------------------
# gamecheck's runs

QUOTIENT_FIELDS = {"order": int, "p_portion": int, "tame": bool, "presentation": str, "max_heap": int,
                   "period": (int, type(None)), "preperiod": (int, type(None)), "elements": list}


def gamecheck_env() -> dict:
    """The environment of the timed gamecheck runs: this one, with the bytecode cache on and this
    checkout first on PYTHONPATH."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH")) if p)
    return env


def gamecheck_args(game: Game) -> list[str]:
    return ["explore", "octal", game.code, "--misere", "--quotient", "--json"] + \
        (["--max-heap", str(game.bound)] if game.bound is not None else [])


def read_quotient(stdout: str) -> dict:
    """The ``quotient`` object of gamecheck's JSON, its fields checked; ValueError saying what is wrong."""
    try:
        doc = json.loads(stdout)
    except ValueError:
        raise ValueError("its output is not JSON") from None
    q = doc.get("quotient") if isinstance(doc, dict) else None
    if not isinstance(q, dict):
        raise ValueError("its JSON has no object 'quotient'")
    for name, kind in QUOTIENT_FIELDS.items():
        if name not in q:
            raise ValueError(f"its JSON has no field quotient.{name}")
        if not isinstance(q[name], kind) or (kind is int and isinstance(q[name], bool)):
            raise ValueError(f"quotient.{name} is {q[name]!r}, not of type {kind}")
    if len(q["elements"]) != q["max_heap"] + 1 or not all(isinstance(e, str) for e in q["elements"]):
        raise ValueError(f"quotient.elements should hold max_heap + 1 = {q['max_heap'] + 1} strings, "
                         f"has {len(q['elements'])} items")
    return {name: q[name] for name in QUOTIENT_FIELDS}


def run_gamecheck(gc_cmd: list[str], game: Game, tmp: Path, timeout: float) -> dict:
    shown = " ".join(shlex.quote(a) for a in ["gamecheck", *gamecheck_args(game)])
    rec: dict = {"command": shown, "runs": [], "status": None, "error": None}
    runs: list[Run] = []
    for _ in range(REPEATS):
        r = run_measured(gc_cmd + gamecheck_args(game), tmp, gamecheck_env(), timeout)
        runs.append(r)
        rec["runs"].append(_run_record(r))
        if r.exit_status is None:
            rec.update(status="timeout", error=f"killed after {timeout:.0f} s")
            break
        try:
            if r.exit_status != 0:
                raise ValueError(f"exit status {r.exit_status}")
            quotient = read_quotient(r.stdout)
        except ValueError as exc:
            tail = r.stderr.strip()[-1200:] or r.stdout.strip()[-300:]
            rec.update(status="failed", error=f"{exc}{': ' + tail if tail else ''}")
            break
        if len(runs) == 1:
            rec.update(quotient)
        compute = json.loads(r.stdout).get("seconds")
        if isinstance(compute, (int, float)):
            rec["compute_seconds"] = min(compute, rec.get("compute_seconds") or compute)
    if rec["status"] is None:
        rec["status"] = "ok"
        rec["best"], rec["peak_mb"] = _best(runs)
    else:
        rec["best"], rec["peak_mb"] = None, None
    return rec


# ---------------------------------------------------------------------------
# Agreement


def image_pattern(images: list[str]) -> list[int]:
    """Each heap's image renamed by first appearance: the same list for two sequences iff heaps n, m
    have equal images in one exactly when they do in the other."""
    seen: dict[str, int] = {}
    return [seen.setdefault(x, len(seen)) for x in images]


def compare(game: Game, ms: dict, gc: dict) -> list[dict]:
    """The checks made on one game: [{"what", "misere", "gamecheck", "agree"}]."""
    checks = []

    def check(what: str, a, b) -> None:
        checks.append({"what": what, "misere": a, "gamecheck": b, "agree": a == b})

    check("order |Q|", ms["order"], gc["order"])
    check("P-portion |P|", ms["p_portion"], gc["p_portion"])
    check("tame", ms["tame"], gc["tame"])
    if ms["status"] == "solved":
        check("period", ms["period"], gc["period"])
        check("preperiod", ms["preperiod"], gc["preperiod"])
    else:
        check("max heap", game.bound, gc["max_heap"])
    n = min(len(ms["images"] or []), len(gc["elements"]))
    a, b = image_pattern((ms["images"] or [])[:n]), image_pattern(gc["elements"][:n])
    differ = next((i for i in range(n) if a[i] != b[i]), None)
    checks.append({"what": f"heap images up to renaming, heaps 0..{n - 1}", "misere": None, "gamecheck": None,
                   "agree": differ is None and n > 0,
                   "detail": "" if differ is None else
                   f"first difference at heap {differ}: MisereSolver's image {ms['images'][differ]} is that of heap "
                   f"{a.index(a[differ])}, gamecheck's {gc['elements'][differ]} that of heap {b.index(b[differ])}"})
    return checks


def bench_game(game: Game, java_cmd: list[str], gc_cmd: list[str], tmp: Path, timeout: float) -> dict:
    log(f"== {game.name}")
    ms = run_misere(java_cmd, game, tmp, timeout)
    log(f"  MisereSolver: {ms['status']}, heap {ms['max_heap']}, |Q| {ms['order']}, |P| {ms['p_portion']}, "
        f"period {ms['period']}, preperiod {ms['preperiod']}, best {fmt_s(ms['best'])} s"
        f"{'; ' + ms['error'] if ms['error'] else ''}")
    gc = run_gamecheck(gc_cmd, game, tmp, timeout)
    log(f"  gamecheck: {gc['status']}"
        + (f", heap {gc['max_heap']}, |Q| {gc['order']}, |P| {gc['p_portion']}, period {gc['period']}, "
           f"preperiod {gc['preperiod']}, best {fmt_s(gc['best'])} s" if gc["status"] == "ok" else f": {gc['error']}"))
    rec: dict = {"game": game.name, "code": game.code, "bound": game.bound, "misere": ms, "gamecheck": gc,
                 "checks": [], "agree": None, "ratio": None}
    if ms["status"] in ("solved", "bound") and gc["status"] == "ok":
        rec["checks"] = compare(game, ms, gc)
        rec["agree"] = all(c["agree"] for c in rec["checks"])
        for c in rec["checks"]:
            if not c["agree"]:
                log(f"  DISAGREE on {c['what']}: " + (c.get("detail") or
                                                     f"MisereSolver {c['misere']}, gamecheck {c['gamecheck']}"))
    if ms["best"] and gc["best"]:
        rec["ratio"] = gc["best"] / ms["best"]
    return rec


# ---------------------------------------------------------------------------
# The report


def machine(build: dict, gc_cmd: list[str]) -> dict:
    """The machine, the gamecheck commit and the reference's build (as octal_bench.py records them)."""
    return {**octal_bench.machine(build), "gamecheck_command": " ".join(shlex.quote(a) for a in gc_cmd)}


def _v(x) -> str:
    if x is None:
        return "—"
    if isinstance(x, bool):
        return "yes" if x else "no"
    return str(x)


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _agree(g: dict) -> str:
    if g["agree"] is None:
        return "not compared"
    if g["agree"]:
        return "yes"
    return "**no**: " + "; ".join(
        f"{c['what']} MisereSolver {_v(c['misere'])}, gamecheck {_v(c['gamecheck'])}" if c["misere"] is not None
        or c["gamecheck"] is not None else f"{c['what']}: {c['detail']}"
        for c in g["checks"] if not c["agree"])


def _side(rec: dict) -> list[str]:
    """One table row's cells, after the first, for MisereSolver or gamecheck."""
    if rec["status"] in ("failed", "timeout"):
        return [f"{rec['status']}: {_cell(rec['error'] or '')}"] + [""] * 7
    return [_v(rec["max_heap"]), _v(rec["order"]), _v(rec["p_portion"]), _v(rec["period"]), _v(rec["preperiod"]),
            _v(rec["tame"]), fmt_s(rec["best"]), "—" if rec["peak_mb"] is None else f"{rec['peak_mb']:,.0f}"]


def render_md(doc: dict) -> str:
    m = doc["machine"]
    ref = m["reference"]
    commit = (m["gamecheck_commit"] or "unknown") + (" (working tree modified)" if m["gamecheck_tree_modified"] else "")
    lines = [
        "# Misère quotients of octal games: gamecheck against MisereSolver (CGSuite)",
        "",
        f"Machine: {m['platform']}, {m['cpu'] or 'cpu ?'}, {m['cpu_count']} CPUs, Python {m['python']}, "
        f"gamecheck commit {commit}; MisereSolver from CGSuite {(ref.get('commit') or '?')[:12]} "
        f"({ref['how']}), built with {ref['scalac']} and {ref['javac']} in {sum(ref['seconds']):.1f} s, run on "
        f"{ref['java']}; {m['date']}{'; --quick' if doc['quick'] else ''}.",
        "",
        "A game `CODE` is the whole game: MisereSolver runs until its periodicity check certifies the "
        "quotient (`=== Solution Found at Heap H ===`), gamecheck without `--max-heap`. `CODE@N` is the "
        "quotient of heaps 0..N: MisereSolver `--maxheap N`, gamecheck `--max-heap N`. *heaps*: the last heap "
        "computed (MisereSolver's H, gamecheck's `quotient.max_heap`). *period*, *preperiod*: of the sequence "
        "of heap images Phi(0..H) in the quotient, Phi(n + period) = Phi(n) for preperiod <= n <= H - period "
        "(MisereSolver prints them only with a certificate). Times are wall seconds of the whole process (JVM "
        "or interpreter start included), best of 2 runs, both timed alike by a launcher process that also reads "
        "the peak resident memory (*peak*). *agree*: order, P-portion, tameness, the heap images up to renaming, "
        "and period and preperiod (whole games) or gamecheck's max heap (`CODE@N`). *ratio*: gamecheck's time "
        "over MisereSolver's. *computing*: the time each program reports for the computation itself, without "
        "the start of the JVM or the interpreter and its imports (MisereSolver's own `sec` figure, gamecheck's "
        "JSON `seconds`; the best of the 2 runs for gamecheck, the first run for MisereSolver).",
        "",
        "## Summary",
        "",
        "| game | MisereSolver heaps / \\|Q\\| / \\|P\\| / period / preperiod | gamecheck heaps / \\|Q\\| / \\|P\\| / "
        "period / preperiod | agree | MisereSolver (s) | gamecheck (s) | ratio | MisereSolver computing (s) | "
        "gamecheck computing (s) | ratio |",
        "|---|---|---|---|---:|---:|---:|---:|---:|---:|",
    ]

    def five(r: dict) -> str:
        if r["status"] not in ("ok", "solved", "bound"):
            return r["status"]
        return " / ".join(_v(r[k]) for k in ("max_heap", "order", "p_portion", "period", "preperiod"))

    for g in doc["games"]:
        ms, gc = g["misere"], g["gamecheck"]
        ratio = "—" if g["ratio"] is None else f"{g['ratio']:.2f}"
        agree = "—" if g["agree"] is None else ("yes" if g["agree"] else "**no**")
        own, ours = ms.get("solver_seconds"), gc.get("compute_seconds")
        cratio = "—" if not own or ours is None else f"{ours / own:.2f}"
        lines.append(f"| {g['game']} | {five(ms)} | {five(gc)} | {agree} | {fmt_s(ms['best'])} | "
                     f"{fmt_s(gc['best'])} | {ratio} | {fmt_s(own)} | {fmt_s(ours)} | {cratio} |")
    lines.append("")
    for g in doc["games"]:
        ms, gc = g["misere"], g["gamecheck"]
        kind = "whole game" if g["bound"] is None else f"heaps 0..{g['bound']}"
        lines += [f"## {g['game']} ({kind})", "",
                  f"MisereSolver: `{ms['command']}`; gamecheck: `{gc['command']}`.", "",
                  "| | heaps | order \\|Q\\| | P-portion \\|P\\| | period | preperiod | tame | time (s) | peak (MB) |",
                  "|---|---:|---:|---:|---:|---:|---|---:|---:|",
                  "| MisereSolver | " + " | ".join(_side(ms)) + " |",
                  "| gamecheck | " + " | ".join(_side(gc)) + " |",
                  "",
                  f"Agree: {_agree(g)}. Ratio of times gamecheck/MisereSolver: "
                  f"{'—' if g['ratio'] is None else format(g['ratio'], '.2f')}."
                  + ("" if ms.get("solver_seconds") is None else
                     f" MisereSolver's own figure (without JVM start): {ms['solver_seconds']:.3f} s."), ""]
        if ms.get("presentation"):
            text = ms["presentation"]
            text = text if len(text) <= 600 else text[:600] + f" … ({len(text):,} characters)"
            lines += [f"MisereSolver's presentation: `{text}`", ""]
    if doc["failures"]:
        lines += ["## Failures", ""]
        lines += [f"- {f['game']}: `{f['command']}`: {f['error']}" for f in doc["failures"]]
        lines.append("")
    lines += ["## The MisereSolver build", "",
              f"Sources: CGSuite {ref.get('commit') or '?'}, {ref['how']}: the 11 files of `{SOLVER_DIR}/`, and "
              f"`TBCode.scala`, `PeriodicityChecker.java`, `HeapRuleset.scala` of `{IMPARTIAL_DIR}/`. In a temporary "
              "folder (removed at the end), with these edits:", ""]
    lines += [f"- {_cell(e)}" for e in ref["edits"]]
    lines += ["", "Then (times in seconds):", ""]
    lines += [f"- `{c}` ({s:.1f} s)" for c, s in zip(ref["commands"], ref["seconds"])]
    lines += ["",
              "## How to reproduce",
              "",
              "Install Debian's Scala 2.11 (`apt-get install -y scala`) and a JDK (`javac`, `java`); get a "
              "checkout of https://github.com/aaron-siegel/cgsuite (a normal clone or a bare git directory) and run "
              "`python experiments/bench/misere_bench.py --reference /path/to/cgsuite` (`--quick`: 0.75, 0.77, "
              "0.07@20; `--games 0.75,0.07@33` to choose; `--timeout S` per run, default "
              f"{DEFAULT_TIMEOUT:.0f}; `--gamecheck CMD`, default `python -m gamecheck`). The script builds "
              "MisereSolver in a temporary folder (nothing of CGSuite is copied into this project) and writes "
              "this page and `reports/bench-misere.json` (every run, MisereSolver's heap images and "
              "presentations, gamecheck's quotient fields).",
              ""]
    return "\n".join(lines)


# ---------------------------------------------------------------------------


def gamecheck_command(text: str) -> list[str]:
    """``--gamecheck CMD`` split; a leading ``python`` is this interpreter."""
    cmd = shlex.split(text)
    if not cmd:
        raise argparse.ArgumentTypeError("empty --gamecheck command")
    if cmd[0] == "python":
        cmd[0] = sys.executable
    return cmd


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--reference", required=True, type=Path,
                    help="checkout of aaron-siegel/cgsuite (a folder, or a git directory)")
    ap.add_argument("--games", type=parse_games,
                    help="comma-separated games, CODE (whole game) or CODE@N (heaps 0..N); default: "
                         + ",".join(DEFAULT_GAMES))
    ap.add_argument("--quick", action="store_true", help="only " + ", ".join(QUICK_GAMES))
    ap.add_argument("--gamecheck", type=gamecheck_command, default=gamecheck_command("python -m gamecheck"),
                    help="the gamecheck command (default: python -m gamecheck, with this interpreter)")
    ap.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT,
                    help=f"seconds per run before it is killed (default {DEFAULT_TIMEOUT:.0f})")
    args = ap.parse_args(argv)
    games = args.games or parse_games(",".join(QUICK_GAMES if args.quick else DEFAULT_GAMES))

    t_start = time.perf_counter()
    tmp = Path(tempfile.mkdtemp(prefix="misere-bench-"))
    try:
        try:
            java_cmd, build = build_misere_solver(args.reference.expanduser().resolve(), tmp)
        except SourceError as exc:
            print(f"misere_bench: {exc}", file=sys.stderr)
            return 1
        log(f"MisereSolver built in {tmp} ({build['how']}, commit {build.get('commit')}) in "
            f"{sum(build['seconds']):.1f} s")
        # untimed: the bytecode cache, the JVM's and the system's file caches
        warm = Game("0.75", 10)
        run_measured(java_cmd + misere_args(warm), tmp, dict(os.environ), args.timeout)
        run_measured(args.gamecheck + gamecheck_args(warm), tmp, gamecheck_env(), args.timeout)
        results = [bench_game(g, java_cmd, args.gamecheck, tmp, args.timeout) for g in games]
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    failures = [{"game": g["game"], "command": g[side]["command"], "error": g[side]["error"]}
                for g in results for side in ("misere", "gamecheck") if g[side]["error"]]
    disagreements = [g["game"] for g in results if g["agree"] is False]
    doc = {"machine": machine(build, args.gamecheck), "quick": args.quick, "games_requested": [g.name for g in games],
           "repeats": REPEATS, "timeout": args.timeout, "games": results, "failures": failures,
           "disagreements": disagreements, "total_seconds": round(time.perf_counter() - t_start, 1)}
    atomic_write_text(JSON_PATH, json.dumps(doc, indent=1) + "\n")
    md = render_md(doc)
    atomic_write_text(MD_PATH, md)
    print(md)
    log(f"wrote {MD_PATH.relative_to(ROOT)}, {JSON_PATH.relative_to(ROOT)} in {doc['total_seconds']:.0f} s")
    for g in results:
        if g["agree"] is False:
            log(f"misere_bench: {g['game']}: DISAGREEMENT: {_agree(g)}")
    for f in failures:
        log(f"misere_bench: {f['game']}: `{f['command']}` failed: {f['error']}")
    return 1 if failures or disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
