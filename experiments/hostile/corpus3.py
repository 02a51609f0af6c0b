#!/usr/bin/env python3
"""Round-3 corpus of hostile inputs for gamecheck's newest surfaces (issue 36, point 1).

    python experiments/hostile/corpus3.py            # writes experiments/hostile/corpus3.json
    python experiments/hostile/corpus3.py --out /tmp/c3.json
    python experiments/hostile/run.py --corpus experiments/hostile/corpus3.json --jobs 1

Deterministic (a fixed seed, no clock, no environment; the only files read are the committed
certificates and SMT-LIB queries of ``reports/``, which a few entries forge).  The entries have
the format of ``corpus.py`` (see its docstring and run.py's) and these classes:

    special      documents, claims files, SMT-LIB files, certificates and results.json that are
                 FIFOs, devices, symbolic links to them, folders, symlink loops, dangling links,
                 10 GB sparse files, /proc/self/fd/1 -- given to init, check, check --document,
                 a [document] table's ``document``, prove --document and recheck
    heading      pathological first lines for init's title search (thousands of spaces, tabs,
                 hashes, setext underlines, front matter never closed or with long runs) and
                 titles with markup or control characters (the terminal, the report pages)
    ranges       source_lines, unread and [[document.unclaimed]] ranges reaching 10^12,
                 negative, reversed, malformed, by the tens of thousands; recorded line counts
                 and line hashes that lie
    textview     the annotated view (check/prove --document --report) of texts of 300,000 and
                 1,000,000 lines and of 30 MB of long lines: prompt, and a bounded page
    misere       misère solve of certified-periodic games at heaps of 10^6 (prompt answer), of
                 wild games at large heaps (a prompt refusal, exit 3), small positions against a
                 brute force; misere-quotient claims with every kind of bound, planted quotient
                 claims whose order and P-portion a brute force computes; check --time-limit
    outpath      init --out, check --report, verify --reports, explore --save/--report,
                 prove --report/--smt2 under symlink loops, FIFOs, devices, files, /sys, /proc,
                 read-only folders, names too long: a one-line refusal (exit 2), nothing written
    certificate  forged DRAT certificates: headers claiming 2e9 variables or clauses, sizes that
                 lie, wrong versions, truncated or damaged xz, decompression bombs, proofs naming
                 variable 2e9 -- recheck --certificates-only must print a FAIL line (exit 1)
    emit         explore --emit-claims to hostile targets (refused), and emitted files (from
                 many games, hostile game names and file names) checked: they must check cleanly
    lemma        prove_functions / prove_lemmas / prove_increasing with Python payloads (a file
                 PWNED must not appear), deep nesting, huge numbers, recursion, non-strings
    planted      claims whose truth a brute force below computes: p-rule, grundy, winning-move,
                 outcome, grundy-value, move-wins, winning-moves, p-positions on Nim, Bash,
                 subtraction and octal games (multisets of heaps, misère play included), checked
                 with ``check --json`` (the verdict must be the truth) and proved with
                 ``prove --json`` (never "proved" for a false claim), with lemmas that are
                 false, true but insufficient, or true and sufficient

The brute force knows nothing of gamecheck: octal games from their code digits, memoised
recursion over multisets of heaps (normal and misère play), the misère quotient of the heaps
0..B as the classes of positions (each heap at most twice) under "same misère outcome when
added to every such position"; rules are evaluated as Python expressions (``corpus.ev``).
"""

from __future__ import annotations

import ast
import base64
import functools
import hashlib
import itertools
import json
import lzma
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
OUT = HERE / "corpus3.json"
SEED = 20261128

sys.path.insert(0, str(HERE))
import corpus as c1  # noqa: E402  (the brute-force helpers of rounds 1 and 2)

tval, claims_toml, Raw = c1.tval, c1.claims_toml, c1.Raw
ev, split = c1.ev, c1.split

ENTRIES: list[dict] = []
_COUNT: dict[str, int] = {}

#: seconds within which an answer or a refusal must come (a loaded 2-core machine: 3-5 times
#: the idle figures measured while writing this corpus)
PROMPT = 20
PROMPT_SLOW = 28
REFUSE = [2]


def add(cls: str, argv, files=None, *, setup=None, expect=None, env=None, gen=None, note: str = "",
        cwd: str | None = None) -> dict:
    """Append one entry; its id is ``<class>-<number>``."""
    _COUNT[cls] = _COUNT.get(cls, 0) + 1
    e: dict = {"id": f"{cls}-{_COUNT[cls]:03d}", "class": cls, "argv": [str(a) for a in argv],
               "files": files or {}}
    if gen:
        e["gen"] = gen
    if setup:
        e["setup"] = setup
    if env:
        e["env"] = env
    if note:
        e["note"] = note
    if cwd:
        e["cwd"] = cwd
    e["expect"] = expect
    ENTRIES.append(e)
    return e


def b64(data: bytes) -> dict:
    return {"b64": base64.b64encode(data).decode()}


def rep(text: str, n: int, inner: str = "", close: str = "") -> dict:
    """A ``gen`` spec: ``text * n + inner + close * n``."""
    return {"open": text, "inner": inner, "close": close, "depth": n}


# ------------------------------------------------------------------------------------ the texts

DOC = ("# Notes on Nim\n\nTwo equal heaps are a P-position.\n\nThe nim-sum decides every position.\n\n"
       "Kayles has period 12 from heap 71.\n")
DOC_LINES = DOC.count("\n")

CLAIM_EQ = {"id": "nim.eq", "statement": "two equal heaps are a P-position", "ruleset": "nim",
            "params": {"heaps": 2}, "bound": 5, "kind": "p-rule", "rule": "x1 == x2"}
CLAIM_BAD = {"id": "nim.bad", "statement": "a planted false rule", "ruleset": "nim", "params": {"heaps": 2},
             "bound": 5, "kind": "p-rule", "rule": "x1 == 0", "expected": "refuted"}


def doc_table(**fields) -> str:
    return "[document]\n" + "".join(f"{k} = {v.text if isinstance(v, Raw) else tval(v)}\n"
                                    for k, v in fields.items()) + "\n"


def doc_claims(document: str | None = "t.md", *, table_extra: str = "", eq_lines=((3, 3),), bad_lines=((5, 5),),
               extra: str = "") -> str:
    """A claims file about the text t.md: its [document] table and two claims citing lines."""
    fields = {"file": "t.md", "title": "Notes on Nim"}
    if document is not None:
        fields["document"] = document
    eq = dict(CLAIM_EQ, source_lines=[list(r) for r in eq_lines])
    bad = dict(CLAIM_BAD, source_lines=[list(r) for r in bad_lines])
    return doc_table(**fields) + table_extra + claims_toml(eq, bad) + extra


PLAIN_CLAIMS = claims_toml(CLAIM_EQ, CLAIM_BAD)


# ------------------------------------------------------------------------- special files

def _parent(path: str) -> list[dict]:
    return [{"mkdir": path.rsplit("/", 1)[0]}] if "/" in path else []


#: kind -> (setup steps making it at PATH, or an absolute path to use instead)
def special(kind: str, path: str) -> tuple[list[dict], str]:
    """Setup steps that make ``path`` (relative to the entry's folder) a special file of this kind,
    and the path to give on the command line (an absolute one for the devices named directly)."""
    sib = path.rsplit("/", 1)[0] + "/" if "/" in path else ""
    if kind == "fifo":
        return _parent(path) + [{"mkfifo": path}], path
    if kind == "fifo-link":
        return _parent(path) + [{"mkfifo": sib + "pipe"}, {"symlink": ["pipe", path]}], path
    if kind.startswith("dev-"):
        return [{"symlink": ["/dev/" + kind[4:], path]}], path
    if kind == "link-chain":
        return [{"symlink": ["/dev/zero", sib + "z1"]}, {"symlink": ["z1", sib + "z2"]}, {"symlink": ["z2", path]}], path
    if kind == "dir":
        return [{"mkdir": path}], path
    if kind == "loop":
        return [{"symlink": ["loop-b", path]}, {"symlink": [path.rsplit("/", 1)[-1], sib + "loop-b"]}], path
    if kind == "self-loop":
        return [{"symlink": [path.rsplit("/", 1)[-1], path]}], path
    if kind == "dangling":
        return [{"symlink": ["nowhere/none", path]}], path
    if kind == "sparse":
        return _parent(path) + [{"py": f"open({path!r}, 'wb').truncate(10 ** 10)"}], path
    if kind == "empty":
        return _parent(path) + [{"py": f"open({path!r}, 'wb').close()"}], path
    if kind.startswith("abs:"):
        return [], kind[4:]
    raise ValueError(kind)


SPECIAL_KINDS = ["fifo", "fifo-link", "dev-zero", "dev-null", "dev-urandom", "dev-full", "link-chain", "dir", "loop",
                 "self-loop", "dangling", "sparse"]
DIRECT = ["abs:/dev/zero", "abs:/dev/urandom", "abs:/proc/self/fd/1", "abs:/proc/self/mem", "abs:/dev/stdin"]


def refusal(prompt: float = PROMPT, **extra) -> dict:
    e = {"exit": REFUSE, "prompt": prompt, "no_control": True}
    e.update(extra)
    return e


#: a committed certificate and its query (the smallest): the recheck entries' real pair
CERT_STEM = "core.staircase-z3-2.terminal-positions-are-P"
CERT_STEM2 = "core.bouton-z3-2.terminal-positions-are-P"


def cert_pair(stem: str = CERT_STEM) -> tuple[bytes, bytes]:
    cert = (ROOT / "reports" / "certificates" / f"{stem}.drat.xz").read_bytes()
    smt2 = (ROOT / "reports" / "smt2" / f"{stem}.smt2").read_bytes()
    return cert, smt2


def special_files(rng: random.Random) -> None:
    C = "special"
    kinds = SPECIAL_KINDS + DIRECT
    # (a) the text given to init: refused in one line, nothing written
    for k in kinds:
        steps, p = special(k, "doc.md")
        add(C, ["init", p, "--out", "o.toml"], setup=steps, expect=refusal(absent=["o.toml"], only_new=[]),
            note=f"init of a {k}")
    # (b) the claims file
    for k in kinds:
        steps, p = special(k, "c.toml")
        argv = ["check", p] + (["--json"] if k in ("fifo", "dev-zero", "loop", "abs:/proc/self/fd/1") else [])
        add(C, argv, setup=steps, expect=refusal(only_new=[]), note=f"check of a {k}")
    # (c) --document
    for k in kinds:
        steps, p = special(k, "doc.md")
        add(C, ["check", "c.toml", "--document", p], {"c.toml": doc_claims(None)}, setup=steps,
            expect=refusal(only_new=[]), note=f"check --document of a {k}")
    # (d) the [document] table's own path (relative, inside the folder)
    for k in SPECIAL_KINDS:
        steps, p = special(k, "t.md")
        add(C, ["check", "c.toml"], {"c.toml": doc_claims("t.md")}, setup=steps, expect=refusal(only_new=[]),
            note=f"[document] document = a {k}")
    # (e) prove --document, and check --document --report (nothing checked or written first)
    for k in ("fifo", "dev-zero", "loop", "dir", "dev-urandom", "abs:/proc/self/fd/1"):
        steps, p = special(k, "doc.md")
        add(C, ["prove", "c.toml", "--document", p, "--bits", "3"], {"c.toml": doc_claims(None)}, setup=steps,
            expect=refusal(only_new=[]), note=f"prove --document of a {k}")
        add(C, ["check", "c.toml", "--document", p, "--report", "R"], {"c.toml": doc_claims(None)}, setup=steps,
            expect=refusal(only_new=["R/"]), note=f"check --document of a {k} with --report")
    # (f) recheck --certificates-only: the query or the certificate is special -> a FAIL line, exit 1
    cert, smt2 = cert_pair()
    for k in ("fifo", "fifo-link", "dev-zero", "dev-null", "dev-urandom", "dir", "loop", "dangling", "sparse"):
        steps, _ = special(k, f"R/smt2/{CERT_STEM}.smt2")
        add(C, ["recheck", "R", "--certificates-only"], {f"R/certificates/{CERT_STEM}.drat.xz": b64(cert)},
            setup=[{"mkdir": "R/smt2"}] + steps,
            expect={"exit": [1], "prompt": PROMPT, "says": ["FAIL"], "only_new": []},
            note=f"recheck: the SMT-LIB file is a {k}")
        steps, _ = special(k, f"R/certificates/{CERT_STEM}.drat.xz")
        add(C, ["recheck", "R", "--certificates-only", "--json"], {f"R/smt2/{CERT_STEM}.smt2": b64(smt2)},
            setup=[{"mkdir": "R/certificates"}] + steps,
            expect={"exit": [1], "prompt": PROMPT, "says": ['"failed": 1'], "only_new": []},
            note=f"recheck: the certificate is a {k}")
    # (g) recheck: results.json special -> exit 2 with one line; the folder itself special
    for k in ("fifo", "dev-zero", "dev-null", "dev-urandom", "dir", "loop", "dangling", "sparse", "empty"):
        steps, _ = special(k, "R/results.json")
        add(C, ["recheck", "R"], {f"R/smt2/{CERT_STEM}.smt2": b64(smt2)}, setup=steps, expect=refusal(only_new=[]),
            note=f"recheck: results.json is a {k}")
    for k in ("fifo", "dev-null", "loop", "dangling", "abs:/proc/self/fd/1"):
        steps, p = special(k, "R")
        add(C, ["recheck", p], setup=steps, expect=refusal(only_new=[]), note=f"recheck of a {k}")
        add(C, ["recheck", p, "--certificates-only", "--json"], setup=steps, expect=refusal(only_new=[]),
            note=f"recheck --certificates-only of a {k}")
    for k in ("fifo", "dev-zero", "loop"):
        steps, _ = special(k, "R/certificates")
        add(C, ["recheck", "R", "--certificates-only"], {f"R/smt2/{CERT_STEM}.smt2": b64(smt2)}, setup=steps,
            expect=refusal(only_new=[]), note=f"recheck: the certificates folder is a {k}")
    # (h) a real audit folder (verify writes results.json, smt2/, certificates/) whose query files
    # are then made special: the full recheck re-encodes and compares them -> a difference, exit 1
    made = {"run": ["verify", "--claim", "core.bouton-z3-2", "--reports", "R"]}
    for k in ("fifo", "dev-zero", "dir", "loop", "dev-null"):
        target = "R/smt2/core.bouton-z3-2.terminal-positions-are-P.smt2"
        steps, _ = special(k, target)
        add(C, ["recheck", "R", "--json"], setup=[made, {"py": f"import os; os.unlink({target!r})"}] + steps,
            expect={"exit": [1], "prompt": PROMPT, "setup_ok": True, "only_new": []},
            note=f"recheck of an audit whose query is a {k}")
    for k in ("fifo", "dev-zero", "sparse"):
        target = "R/certificates/core.bouton-z3-2.no-move-from-P-to-P.drat.xz"
        steps, _ = special(k, target)
        add(C, ["recheck", "R"], setup=[made, {"py": f"import os; os.unlink({target!r})"}] + steps,
            expect={"exit": [1], "prompt": PROMPT, "setup_ok": True, "says": ["certificate"], "only_new": []},
            note=f"recheck of an audit whose certificate is a {k}")
    # (i) recheck without results.json: exit 2 with the message
    add(C, ["recheck", "R"], {f"R/smt2/{CERT_STEM}.smt2": b64(smt2)}, expect=refusal(says=["results.json"]),
        note="recheck of a folder without results.json")


# ------------------------------------------------------------------------------------ headings

#: (name, file text with {{G}}, gen spec, note); the text reaches a few MB at most (the limit is 32 MiB)
M = 1_000_000


def heading_texts() -> list[tuple[str, str, dict | None]]:
    t = [
        ("spaces", "# a{{G}}b\n\nNim.\n", rep(" ", 2 * M)),
        ("spaces-both", "#{{G}}\n\nNim.\n", rep(" ", 2 * M, "x")),
        ("tabs", "##{{G}}\n", rep("\t", 2 * M, "x", "#")),
        ("space-tab", "## {{G}}x\n", rep(" \t", M)),
        ("hashes-only", "{{G}}\n\ntext\n", rep("#", 4 * M)),
        ("hashes-then-text", "{{G}} x\n", rep("#", 4 * M)),
        ("closing-run", "# x{{G}}\n", rep(" #", 2 * M)),
        ("closing-spaces", "# x{{G}}\n", rep(" ", 2 * M, "", "#")),
        ("indent-3", "   ###### {{G}}\n", rep(" ", 2 * M, "", "#")),
        ("indent-4", "    # {{G}}\n# real title\n", rep(" ", 2 * M)),
        ("empty-heading", "#{{G}}\n# second\n", rep(" ", 3 * M)),
        ("hash-space-hash", "{{G}}\n", rep("# ", 2 * M)),
        ("escaped-hashes", "# {{G}}\n", rep("\\#", M)),
        ("nbsp", "# {{G}}x\n", rep("\u00a0\u2003\u3000", M // 2)),
        ("setext", "Title{{G}}\n", rep(" ", 2 * M, "\n", "=")),
        ("setext-dash", "{{G}}\n", rep(" ", 2 * M, "\n", "-")),
        ("setext-long", "T\n{{G}}\n", rep("=", 4 * M)),
        ("blank-lines-first", "{{G}}# late title\n", rep("\n", M)),
        ("space-lines-first", "{{G}}# late title\n", rep("   \t\n", M // 2)),
        ("many-hash-lines", "{{G}}", rep("#\n", M)),
        ("many-headings", "{{G}}", rep("# h\n", M)),
        ("fm-spaces", "---\ntitle: a{{G}}b\n---\n# x\n", rep(" ", 2 * M)),
        ("fm-spaces-end", "---\ntitle:{{G}}\n---\n", rep(" ", 2 * M)),
        ("fm-never-closed", "---\n{{G}}", rep("title: x\n", 300_000)),
        ("fm-quotes", "---\ntitle: \"{{G}}\"\n---\n", rep("\\\"", M)),
        ("fm-colons", "---\ntitle{{G}}\n---\n", rep(":", 2 * M)),
        ("fm-keys", "---\n{{G}}---\n", rep("key: value\n", 300_000)),
        ("fm-dashes", "{{G}}\n", rep("---\n", M)),
        ("cr-only", "{{G}}", rep("# T\r", M)),
        ("crlf", "{{G}}", rep("# T \t \r\n", 300_000)),
        ("u2028", "{{G}}", rep("# T\u2028", 300_000)),
        ("html-heading", "<h1>{{G}}</h1>\n", rep(" ", 2 * M)),
        ("open-fence", "```\n{{G}}# after\n", rep("# inside\n", 200_000)),
        ("open-comment", "<!--\n{{G}}", rep("# x\n", 200_000)),
        ("bom", "\ufeff# {{G}}x\n", rep(" ", 2 * M)),
        ("one-30mb-line", "# {{G}}\n", rep("ab ", 10 * M)),
        ("over-the-limit", "# {{G}}\n", rep("abcd", 9 * M)),
        ("backslashes", "# {{G}}\n", rep("\\", 4 * M)),
        ("emphasis", "# {{G}}x\n", rep("*_", 2 * M)),
        ("links", "# {{G}}\n", rep("[", M, "x", "](y)")),
    ]
    return t


#: titles with markup or control characters: never raw on the terminal, escaped in the pages
TITLE_PAYLOADS = {
    "script": "<script>alert(1)</script>",
    "textarea": "</textarea><script>alert(1)</script>",
    "img": "<img src=x onerror=alert(1)>",
    "js-link": "[x](javascript:alert(1))",
    "template": "{{ 1234*5 }}",
    "pipes": "a | b || INJECTED-ROW |",
    "esc": "\x1b[31mred\x1b[0m \x1b]0;title\x07",
    "bell": "ring\x07\x07",
    "cr": "over\rwrite",
    "backspace": "back\x08\x08space",
    "csi": "c1 \u009b2J",
    "del": "del\x7f",
}


def headings(rng: random.Random) -> None:
    C = "heading"
    for name, text, gen in heading_texts():
        big = len(text.replace("{{G}}", "").encode()) + (len(gen["open"].encode()) + len(gen["close"].encode())) * gen["depth"] + len(gen["inner"].encode())
        over = big > 32 * 2 ** 20
        exp = {"exit": REFUSE if over else [0], "prompt": PROMPT, "no_control": True, "only_new": ["o.toml"]}
        argv = ["init", "d.md", "--out", "o.toml"] + (["--json"] if rng.random() < 0.3 else [])
        add(C, argv, {"d.md": text}, gen={"G": gen}, expect=exp, note=f"init: {name} ({big:,} bytes)")
    # the file init wrote checks cleanly (0 claims), with its text, and its title is escaped in the report
    for name, text, gen in heading_texts()[::4]:
        if name == "over-the-limit":
            continue
        add(C, ["check", "o.toml", "--document", "d.md", "--json"], {"d.md": text}, gen={"G": gen},
            setup=[{"run": ["init", "d.md", "--out", "o.toml"]}],
            expect={"exit": [0], "prompt": PROMPT, "setup_ok": True, "only_new": []},
            note=f"check of what init wrote: {name}")
    for key, p in TITLE_PAYLOADS.items():
        text = f"# Title {p}\n\nTwo equal heaps are a P-position.\n"
        add(C, ["init", "d.md", "--out", "o.toml"], {"d.md": text},
            expect={"exit": [0], "prompt": PROMPT, "no_control": True, "only_new": ["o.toml"]},
            note=f"init: a title with {key}")
        add(C, ["check", "o.toml", "--document", "d.md", "--report", "R"], {"d.md": text},
            setup=[{"run": ["init", "d.md", "--out", "o.toml"]}],
            expect={"exit": [0], "prompt": PROMPT, "no_control": True, "setup_ok": True, "report": "R",
                    "injection": True, "only_new": ["R/"]},
            note=f"the report of a title with {key}")
    for key in ("script", "esc", "template", "pipes"):
        p = TITLE_PAYLOADS[key]
        text = f"---\ntitle: {p}\n---\nNim.\n"
        add(C, ["init", "d.md", "--out", "o.toml"], {"d.md": text},
            expect={"exit": [0], "prompt": PROMPT, "no_control": True, "only_new": ["o.toml"]},
            note=f"init: a front-matter title with {key}")


# -------------------------------------------------------------------------------------- ranges

T12 = 10 ** 12


def ranges(rng: random.Random) -> None:
    C = "ranges"
    text = {"t.md": DOC}
    # source_lines: beyond the text (cut at its end: exit 1 with the error), or malformed (exit 2)
    beyond = [[[3, T12]], [[1, 2 ** 63 - 1]], [[T12, T12]], [[3, 3], [5, T12]], [[7, 2 ** 62]],
              [[1, 10 ** 30]], [[DOC_LINES + 1, DOC_LINES + 1]]]
    for sl in beyond:
        add(C, ["check", "c.toml", "--json"], {**text, "c.toml": doc_claims(eq_lines=[tuple(r) for r in sl])},
            expect={"exit": [1], "prompt": PROMPT}, note=f"source_lines {sl}"[:80])
    malformed = [Raw("[[-1, 3]]"), Raw("[[0, 0]]"), Raw("[[5, 3]]"), Raw("[[-1000000000000, -1]]"), Raw("[[1.5, 3]]"),
                 Raw('[["1", "3"]]'), Raw("[[true, false]]"), Raw("[[1, 2, 3]]"), Raw("[[]]"), Raw("[]"),
                 Raw("[[[1, 2]]]"), Raw('"1-3"'), Raw("{ first = 1, last = 3 }"), Raw("[[1, nan]]"), Raw("[[1, inf]]"),
                 Raw("[[3, -1000000000000]]"), Raw("[" + ", ".join(["[1, 1]"] * 33) + "]"),
                 Raw("[" + ", ".join(["[1, 1000000000000]"] * 33) + "]"), Raw("[[1979-05-27, 1979-05-28]]")]
    for sl in malformed:
        eq = dict(CLAIM_EQ, source_lines=sl)
        add(C, ["check", "c.toml"], {**text, "c.toml": doc_table(file="t.md", document="t.md") + claims_toml(eq)},
            expect=refusal(), note=f"source_lines {sl.text}"[:80])
    # 32 ranges (the most), each reaching 10^12
    eq = dict(CLAIM_EQ, source_lines=[[1 + i % DOC_LINES, T12 - i] for i in range(32)])
    add(C, ["check", "c.toml", "--document", "t.md", "--report", "R"],
        {**text, "c.toml": doc_table(file="t.md") + claims_toml(eq)},
        expect={"exit": [1], "prompt": PROMPT, "report": "R", "only_new": ["R/"]}, note="32 ranges to 10^12, a report")
    # unread: reaching 10^12, by the tens of thousands, malformed
    for unread, ok in ((f"[[1, {T12}]]", True), (f"[[2, {T12}], [1, {T12}]]", True), ("[[1, 9223372036854775807]]", True),
                       ("[[-5, 3]]", False), ("[[5, 1]]", False), ("[[0, 3]]", False), ('"all"', False), ("[1, 2]", False),
                       ("[[1.0, 2.0]]", False), ("[[1, 2, 3]]", False)):
        add(C, ["check", "c.toml", "--json"], {**text, "c.toml": doc_claims(table_extra="", document="t.md").replace(
            "\n\n[[claim]]", f"\nunread = {unread}\n\n[[claim]]", 1)},
            expect={"exit": [1] if ok else REFUSE, "prompt": PROMPT}, note=f"unread = {unread}"[:80])
    for n, r in ((100_000, f"[1, {T12}], "), (200_000, "[3, 3], "), (50_000, f"[{T12}, {T12}], ")):
        table = doc_table(file="t.md", document="t.md").rstrip("\n") + "\nunread = [{{G}}[1, 1]]\n\n"
        add(C, ["check", "c.toml", "--json", "--require-coverage"], {**text, "c.toml": table + PLAIN_CLAIMS},
            gen={"G": rep(r, n)}, expect={"exit": [1], "prompt": PROMPT}, note=f"unread: {n:,} ranges {r.strip(', ')}")
    # [[document.unclaimed]]: reaching 10^12, many, malformed, why of every type
    unc = "[[document.unclaimed]]\nlines = {lines}\nwhy = {why}\n\n"
    for lines, why, ok in (([1, T12], '"the rest"', True), ([2, 2 ** 63 - 1], '"x"', True), ([T12, T12], '"x"', True),
                           ([T12, -T12], '"x"', False), ([-1, 1], '"x"', False), ([3, 1], '"x"', False),
                           ([1, 2], "5", False), ([1, 2], '""', False), ([1, 2], "[1]", False), ([1, 2], None, False),
                           (Raw('"1-2"'), '"x"', False), (Raw("[[1, 2], [3, 4]]"), '"x"', False),
                           (Raw(f"[[1, {T12}], [{T12}, {T12}]]"), '"x"', False)):
        block = unc.format(lines=tval(lines), why=why) if why is not None else unc.format(lines=tval(lines), why="").replace("why = \n", "")
        add(C, ["check", "c.toml", "--json"], {**text, "c.toml": doc_claims(table_extra=block)},
            expect={"exit": [0, 1] if ok else REFUSE, "prompt": PROMPT}, note=f"unclaimed lines {tval(lines)}"[:80])
    for n in (20_000, 60_000):
        block = "[[document.unclaimed]]\nlines = [1, 1000000000000]\nwhy = \"x\"\n\n"
        add(C, ["check", "c.toml", "--document", "t.md", "--report", "R"],
            {**text, "c.toml": doc_table(file="t.md") + "{{G}}" + PLAIN_CLAIMS}, gen={"G": rep(block, n)},
            expect={"exit": [0, 1], "prompt": PROMPT_SLOW, "report": "R", "only_new": ["R/"]},
            note=f"{n:,} unclaimed tables to 10^12, a report")
    add(C, ["check", "c.toml", "--json"], {**text, "c.toml": doc_claims(table_extra=unc.format(lines="[1, 1]", why='"{{G}}"'))},
        gen={"G": rep("why ", 250_000)}, expect={"exit": [0, 1, 2], "prompt": PROMPT}, note="a why of 1 MB")
    add(C, ["check", "c.toml", "--report", "R"],
        {**text, "c.toml": doc_claims(table_extra=unc.format(lines="[1, 1]", why=tval("<script>alert(1)</script> | INJECTED-ROW |\n# INJECTED-HEADING")))},
        expect={"exit": [0, 1], "prompt": PROMPT, "report": "R", "injection": True, "only_new": ["R/"]},
        note="markup in a why")
    # the recorded line count and line hashes lie
    for extra in (f"lines = {T12}\n", "lines = -1\n", "lines = 9223372036854775807\n", 'lines = "many"\n',
                  'sha256 = "' + "0" * 64 + '"\n', 'sha256 = "' + "g" * 10_000 + '"\n'):
        add(C, ["check", "c.toml", "--json"], {**text, "c.toml": doc_claims().replace(
            "\n\n[[claim]]", "\n" + extra.rstrip("\n") + "\n\n[[claim]]", 1)},
            expect={"exit": [0, 1, 2], "prompt": PROMPT}, note=f"[document] {extra.strip()}"[:80])
    for n, h in ((1_000_000, "deadbeef "), (300_000, "e3b0c442 "), (100_000, "zzzz ")):
        table = doc_table(file="t.md", document="t.md").rstrip("\n") + '\nsha256 = "' + "1" * 64 + '"\nline_hashes = """{{G}}"""\n\n'
        add(C, ["check", "c.toml", "--json"], {**text, "c.toml": table + claims_toml(dict(CLAIM_EQ, source_lines=[[3, 3]]))},
            gen={"G": rep(h, n)}, expect={"exit": [0, 1, 2], "prompt": PROMPT}, note=f"{n:,} recorded line hashes {h.strip()}")
    # a long text whose recorded hashes differ everywhere: the line diff of 300,000 lines
    table = doc_table(file="t.md", document="t.md").rstrip("\n") + '\nsha256 = "' + "1" * 64 + '"\nline_hashes = """{{H}}"""\n\n'
    add(C, ["check", "c.toml", "--json"], {"t.md": "{{G}}", "c.toml": table + claims_toml(dict(CLAIM_EQ, source_lines=[[3, 10]]))},
        gen={"G": rep("Nim is a game of heaps.\n", 300_000), "H": rep("0badf00d ", 300_000)},
        expect={"exit": [0, 1, 2], "prompt": PROMPT_SLOW}, note="300,000 lines, every recorded hash differs")


# ------------------------------------------------------------------------------------ textview

#: the annotated view's documented limits (gamecheck/report/textview.py): at most 20,000 lines,
#: 4,000 characters of each; a character escapes to at most 6 ('&quot;'), a line's markup is a few
#: hundred bytes.  A page past this bound shows more than the limits allow.
VIEW_LINES, VIEW_LINE_CHARS = 20_000, 4_000


def page_bound(lines: list[tuple[int, int]]) -> int:
    """The largest annotated page the limits allow for a text of ``count`` lines of ``chars``
    characters each (``lines``: [(count, chars), ...])."""
    shown, chars = 0, 0
    for count, width in sorted(lines, key=lambda x: -x[1]):
        take = min(count, VIEW_LINES - shown)
        shown += take
        chars += take * min(width, VIEW_LINE_CHARS)
    return shown * 800 + chars * 6 + (2 << 20)


def view_claims(cites: list[tuple[str, list[list[int]], bool]], extra: str = "") -> str:
    out = []
    for cid, lines, true in cites:
        c = dict(CLAIM_EQ if true else CLAIM_BAD, id=cid, source_lines=lines)
        c["expected"] = "holds" if true else "refuted"
        out.append(c)
    return doc_table(file="t.md") + extra + claims_toml(*out)


def textviews(rng: random.Random) -> None:
    C = "textview"
    line = "The nim-sum of the heaps decides who wins.\n"
    n = 300_000
    cites = [("first", [[1, 1]], True), ("middle", [[150_000, 150_010]], True), ("last", [[n - 10, n]], False),
             ("wide", [[1000, 250_000]], True)]
    big = {"t.md": "{{G}}"}

    def entry(files, gen, lines, note, *, argv=None, extra_exp=None):
        # (no markup check on pages of more than 6,169 lines: the line number 6170 is the value of
        # the template expression the runner looks for)
        exp = {"exit": [0, 1], "prompt": PROMPT_SLOW, "report": "R", "only_new": ["R/"],
               "max_bytes": {"R/html/document.html": page_bound(lines)}}
        exp.update(extra_exp or {})
        add(C, argv or ["check", "c.toml", "--document", "t.md", "--report", "R"], files, gen=gen, expect=exp, note=note)

    entry({**big, "c.toml": view_claims(cites)}, {"G": rep(line, n)}, [(n, len(line))], "300,000 lines")
    entry({**big, "c.toml": view_claims(cites)}, {"G": rep("Nim.\n", 1_000_000)}, [(1_000_000, 5)], "1,000,000 lines")
    entry({**big, "c.toml": view_claims(cites)}, {"G": rep("Nim.\r\n", 300_000)}, [(n, 6)], "300,000 CRLF lines")
    entry({**big, "c.toml": view_claims([("all", [[1, n]], True), ("bad", [[7, 7]], False)])}, {"G": rep(line, n)},
          [(n, len(line))], "300,000 lines, all cited")
    entry({**big, "c.toml": view_claims([(f"r{i}", [[i * 9000 + 1, i * 9000 + 5]], i % 2 == 0) for i in range(32)])},
          {"G": rep(line, n)}, [(n, len(line))], "300,000 lines, 32 claims")
    unc = "[[document.unclaimed]]\nlines = [2, 29]\nwhy = \"prose\"\n\n"
    entry({**big, "c.toml": doc_table(file="t.md") + "{{U}}" + claims_toml(dict(CLAIM_EQ, source_lines=[[1, 1]]))},
          {"G": rep(line, n), "U": rep(unc, 10_000)}, [(n, len(line))], "300,000 lines, 10,000 unclaimed tables")
    for count in (20_000, 20_001, 19_999):
        entry({**big, "c.toml": view_claims(cites[:2])}, {"G": rep(line, count)}, [(count, len(line))], f"{count:,} lines")
    # long lines: 7,000 lines of 4,500 characters that escape 4-6 times ('<', '&', '"', '>')
    w = 4_500
    entry({**big, "c.toml": view_claims(cites[:2] + [("l", [[6000, 6001]], False)])}, {"G": rep("<&>\"" * (w // 4) + "\n", 7_000)},
          [(7_000, w)], "7,000 lines of 4,500 characters to escape")
    entry({**big, "c.toml": view_claims([("one", [[1, 1]], True)])}, {"G": rep("<b>", 10 * M)}, [(1, 30 * M)],
          "one line of 30 MB")
    entry({**big, "c.toml": view_claims([("one", [[1, 1]], True)])}, {"G": rep("x" * 3999 + "\n", 8_000)},
          [(8_000, 3_999)], "8,000 lines of 3,999 characters")
    few = [("first", [[1, 1]], True), ("last", [[5_990, 6_000]], False)]
    entry({**big, "c.toml": view_claims(few)}, {"G": rep("<script>alert(1)</script> </textarea> {{ 1234*5 }} | x |\n", 6_000)},
          [(6_000, 56)], "6,000 lines of markup", extra_exp={"injection": True})
    entry({**big, "c.toml": view_claims(few)}, {"G": rep("\x1b[31m red \x07 \x08 \u202e rtl \x7f del\n", 6_000)},
          [(6_000, 30)], "6,000 lines of control characters", extra_exp={"exit": [0, 1, 2], "injection": True})
    # prove --document --report: the annotated view with the proved lines
    add(C, ["prove", "c.toml", "--document", "t.md", "--report", "R", "--bits", "3"], {**big, "c.toml": view_claims(cites)},
        gen={"G": rep(line, n)}, note="prove: 300,000 lines",
        expect={"exit": [0, 1], "prompt": PROMPT_SLOW, "only_new": ["R/"],
                "max_bytes": {"R/html/document.html": page_bound([(n, len(line))])}})
    entry({**big, "c.toml": view_claims(cites)}, {"G": rep(line, n)}, [(n, len(line))], "check --prove: 300,000 lines",
          argv=["check", "c.toml", "--document", "t.md", "--report", "R", "--prove", "--bits", "3"])
    entry({**big, "c.toml": view_claims(cites)}, {"G": rep(line, n)}, [(n, len(line))], "--require-coverage",
          argv=["check", "c.toml", "--document", "t.md", "--report", "R", "--require-coverage", "--json"])


# ------------------------------------------------------------------ brute force: heap games

def octal_heap_options(code: str):
    """The options of one heap of an octal game, from its code digits d0.d1d2...: removing j
    counters (j >= 1) may leave no heap (bit 1, when the heap is exactly j), one heap (bit 2) or two
    non-empty heaps (bit 4); d0's bit 4 splits a heap in two without removing any."""
    pre, _, post = code.partition(".")
    digits = [int(pre or "0")] + [int(ch) for ch in post]

    def options(h: int) -> tuple[tuple[int, ...], ...]:
        out = set()
        for j, d in enumerate(digits):
            if j > h:
                break
            if d & 1 and j > 0 and h == j:
                out.add(())
            if d & 2 and j > 0 and h > j:
                out.add((h - j,))
            if d & 4 and h - j >= 2:
                r = h - j
                for b in range(1, r // 2 + 1):
                    out.add((r - b, b))
        return tuple(sorted(out))
    return options


def subtraction_heap_options(S):
    return lambda h: tuple(((h - s,) if h > s else ()) for s in sorted(S) if s <= h)


def _xor_any(*args) -> int:
    """xor of its arguments, or of one iterable (a generator included)."""
    vals = args[0] if len(args) == 1 and not isinstance(args[0], int) else args
    out = 0
    for v in vals:
        out ^= v
    return out


class HeapGame:
    """Positions are multisets of heaps: tuples, largest first, no zeros."""

    def __init__(self, key: str, ruleset: str, params: dict, heap_options):
        self.key, self.ruleset, self.params = key, ruleset, params
        self._ho = functools.lru_cache(maxsize=None)(heap_options)
        self._misere: dict = {}

    @functools.lru_cache(maxsize=None)
    def G(self, h: int) -> int:
        vals = set()
        for parts in self._ho(h):
            v = 0
            for q in parts:
                v ^= self.G(q)
            vals.add(v)
        g = 0
        while g in vals:
            g += 1
        return g

    def options(self, pos: tuple) -> set:
        out = set()
        for i, h in enumerate(pos):
            if i and pos[i - 1] == h:
                continue
            rest = pos[:i] + pos[i + 1:]
            for parts in self._ho(h):
                out.add(tuple(sorted(rest + tuple(q for q in parts if q), reverse=True)))
        return out

    def grundy(self, pos) -> int:
        v = 0
        for h in pos:
            v ^= self.G(h)
        return v

    def misere_p(self, pos: tuple) -> bool:
        if pos not in self._misere:
            opts = self.options(pos)
            self._misere[pos] = bool(opts) and all(not self.misere_p(o) for o in opts)
        return self._misere[pos]

    def is_p(self, pos, misere: bool) -> bool:
        pos = tuple(sorted((h for h in pos if h), reverse=True))
        return self.misere_p(pos) if misere else self.grundy(pos) == 0

    def multisets(self, total: int, max_heaps: int | None = None, max_size: int | None = None):
        """Every multiset of heaps with at most ``total`` counters (and the limits)."""
        top = total if max_size is None else min(total, max_size)

        def rec(left, largest, k):
            yield ()
            if max_heaps is not None and k >= max_heaps:
                return
            for h in range(min(left, largest), 0, -1):
                for rest in rec(left - h, h, k + 1):
                    yield (h,) + rest
        return list(rec(total, top, 0))

    def env(self, pos) -> dict:
        e = {"heaps": tuple(pos), "k": len(pos), "G": self.G, "xor": _xor_any}
        e["n"] = pos[0] if len(pos) == 1 else 0
        return e

    def misere_quotient(self, bound: int, mult: int = 2) -> tuple[int, int]:
        """(order, P-portion) of the misère quotient of the sums of heaps 1..bound: the classes of
        the positions with each heap at most ``mult`` times under u ~ v iff u + w and v + w have
        the same misère outcome for every such w (``mult`` = 2 suffices for the small quotients
        here: the generator checks it against ``mult`` = 3)."""
        vecs = list(itertools.product(range(mult + 1), repeat=bound))

        def pos(v):
            return tuple(h for h in range(bound, 0, -1) for _ in range(v[h - 1]))
        sigs = set()
        for u in vecs:
            sigs.add(tuple(self.misere_p(pos(tuple(a + b for a, b in zip(u, w)))) for w in vecs))
        return len(sigs), sum(1 for s in sigs if s[0])


OCTALS = {
    "kayles": HeapGame("kayles", "kayles", {}, octal_heap_options("0.77")),
    "dawson": HeapGame("dawson", "octal", {"code": "0.07"}, octal_heap_options("0.07")),
    "chess": HeapGame("chess", "dawsons-chess", {}, octal_heap_options("0.137")),
    "guiles": HeapGame("guiles", "guiles", {}, octal_heap_options("0.15")),
    "officers": HeapGame("officers", "octal", {"code": "0.6"}, octal_heap_options("0.6")),
    "o47": HeapGame("o47", "octal", {"code": "4.7"}, octal_heap_options("4.7")),
    "o04": HeapGame("o04", "octal", {"code": "0.4"}, octal_heap_options("0.4")),
    "o007": HeapGame("o007", "octal", {"code": "0.007"}, octal_heap_options("0.007")),
}
SUBS = {
    "sub134": HeapGame("sub134", "subtraction", {"set": [1, 3, 4]}, subtraction_heap_options((1, 3, 4))),
    "sub237": HeapGame("sub237", "subtraction", {"set": [2, 3, 7]}, subtraction_heap_options((2, 3, 7))),
}


def spec_of(g: HeapGame) -> str:
    if not g.params:
        return g.ruleset
    return f"{g.ruleset}(" + ", ".join(f'{k}="{v}"' if isinstance(v, str) else f"{k}={v}" for k, v in g.params.items()) + ")"


# ------------------------------------------------------------------------------------- misère

def misere(rng: random.Random) -> None:
    C = "misere"
    # (a) certified-periodic misère quotients answer heaps of a million promptly
    for argv in (['solve', 'misere(octal(code="0.77"))', "1000000", "999999", "--json"],
                 ["solve", "misere(kayles)", "1000000", "--json"],
                 ["solve", "kayles", "654321", "123456", "--misere", "--json"],
                 ["solve", "misere(kayles)", "1000000", "1000000", "--json"],
                 ["solve", "misere(guiles)", "1000000", "--json"],
                 ["solve", "misere(kayles)", "100000", "99999", "3", "--json"]):
        add(C, argv, expect={"exit": [0], "prompt": PROMPT_SLOW}, note="a certified quotient at large heaps")
    # (b) heaps past any enumeration: an answer from the period, or a prompt refusal -- never a blow-up
    for argv in (["solve", "misere(kayles)", str(T12)], ["solve", "kayles", str(T12)],
                 ["solve", "misere(kayles)", str(10 ** 30)], ["solve", "kayles", str(10 ** 8)],
                 ["solve", "misere(kayles)", *["1000"] * 40]):
        add(C, argv, expect={"exit": [0, 2, 3], "prompt": PROMPT_SLOW}, note="a heap past enumeration")
    # (c) wild games at large heaps: a prompt refusal (exit 3), with the default limits and with a time limit
    for code, heaps in (("0.07", ["1000000"]), ("0.007", ["100000", "5"]), ("0.137", ["1000000"]), ("0.07", ["5000", "5000"]),
                        ("0.6", ["1000000"]), ("0.4", ["300000"])):
        spec = f'misere(octal(code="{code}"))'
        if heaps == ["1000000"] and code == "0.07":  # (each of these takes 25 s to refuse: one is enough)
            add(C, ["solve", spec, *heaps], expect={"exit": [3], "prompt": PROMPT_SLOW},
                note=f"a wild misère game {code} at large heaps (default limits)")
        add(C, ["solve", spec, *heaps, "--json"], env={"GAMECHECK_TIME_LIMIT": "5"},
            expect={"exit": [3], "prompt": PROMPT}, note=f"a wild misère game {code} (GAMECHECK_TIME_LIMIT=5)")
    # normal play of a game whose period is not found in its first 1,024 values (the sequence
    # engine must grow, or refuse, promptly)
    for code, h in (("0.007", "1024"), ("0.16", "3000"), ("0.37", "3000")):
        add(C, ["solve", f'octal(code="{code}")', h, "--json"], env={"GAMECHECK_TIME_LIMIT": "10"},
            expect={"exit": [0, 3], "prompt": PROMPT}, note=f"normal play of octal {code} at heap {h}")
    # (d) small misère positions against the brute force (outcome and every winning move)
    for key in ("kayles", "dawson", "chess", "guiles", "officers", "o47"):
        g = OCTALS[key]
        for _ in range(2):
            pos = tuple(sorted((rng.randint(1, 7) for _ in range(rng.randint(1, 3))), reverse=True))
            wins = sorted(list(o) for o in g.options(pos) if g.misere_p(o))
            add(C, ["solve", f"misere({spec_of(g)})", *pos, "--json"],
                expect={"solve": {"outcome": "P" if g.misere_p(pos) else "N", "winning": wins, "multiset": True},
                        "prompt": PROMPT},
                note=f"misère {key} at {pos}")
    # (e) misere-quotient claims: bounds of every kind
    base = {"id": "q", "statement": "a quotient", "ruleset": "kayles", "kind": "misere-quotient",
            "quotient": {"order": 40, "p_portion": 9}}
    for b, ok in ((Raw("1000000000"), True), (Raw("2147483647"), True), (Raw("2147483648"), False), (Raw(str(T12)), False),
                  (Raw("-3"), False), (Raw("-1000000000000"), False), (Raw("1.5"), False), (Raw('"x"'), False),
                  (Raw("inf"), False), (Raw("nan"), False), (Raw("[1]"), False), (Raw("true"), False),
                  (Raw("1e9"), False), (Raw(str(10 ** 40)), False), (Raw("0"), True)):
        c = dict(base, bound=b)
        add(C, ["check", "q.toml", "--json", "--time-limit", "5"], {"q.toml": claims_toml(c)},
            expect={"exit": [0, 1, 3] if ok else REFUSE, "prompt": PROMPT}, note=f"misere-quotient bound {b.text}")
    # wild quotients, with and without a bound, under --time-limit
    for code, bound in (("0.07", None), ("0.007", 2_000_000_000), ("0.137", None), ("0.07", 100)):
        c = {"id": "wild", "statement": "a wild game", "ruleset": "octal", "params": {"code": code},
             "kind": "misere-quotient", "quotient": {"order": 40}, "expected": "inconclusive"}
        if bound is not None:
            c["bound"] = bound
        for tl in ("2", "0.001"):
            add(C, ["check", "q.toml", "--json", "--time-limit", tl], {"q.toml": claims_toml(c)},
                expect={"exit": [0, 1, 3], "prompt": PROMPT, "verdicts": {"wild": "inconclusive"}},
                note=f"a wild quotient {code} under --time-limit {tl}")
    # --time-limit values
    for tl, ok in (("0", False), ("-1", False), ("nan", False), ("inf", False), ("1e-300", True), ("1e300", False),
                   ("x", False), ("10000001", False), ("10000000", True), ("", False), ("1_0", True), ("0x10", False)):
        add(C, ["check", "q.toml", "--time-limit", tl], {"q.toml": claims_toml(dict(base, bound=20))},
            expect={"exit": [0, 1, 3] if ok else REFUSE, "prompt": PROMPT}, note=f"--time-limit {tl!r}")
    # (f) planted quotient claims: order and P-portion from the brute force, true and false
    planted = []
    for key in ("kayles", "dawson", "chess", "guiles", "officers", "o47", "o04"):
        g = OCTALS[key]
        for bound in range(0, 6):
            order, pp = g.misere_quotient(bound)
            if bound <= 3:
                assert (order, pp) == g.misere_quotient(bound, 3), (key, bound)
            claimed = dict(order=order, p_portion=pp)
            r = rng.random()
            if r < 0.35:
                claimed["order"] = order + rng.choice([-2, 2, 4]) if order > 2 else order + 2
            elif r < 0.55:
                claimed["p_portion"] = pp + 1
            truth = claimed == {"order": order, "p_portion": pp}
            planted.append(({"id": f"mq.{key}.{bound}", "statement": "a planted quotient", "ruleset": g.ruleset,
                             **({"params": dict(g.params)} if g.params else {}), "kind": "misere-quotient",
                             "bound": bound, "quotient": claimed, "expected": "holds"}, truth))
    rng.shuffle(planted)
    for i in range(0, len(planted), 7):
        part = planted[i:i + 7]
        add(C, ["check", "q.toml", "--json", "--time-limit", "20"], {"q.toml": claims_toml(*(c for c, _ in part))},
            expect={"verdicts": {c["id"]: "holds" if t else "refuted" for c, t in part},
                    "strict": [c["id"] for c, _ in part], "prompt": PROMPT},
            note="planted misère quotients")
    # (g) explore's misère quotient of wild games under a time limit
    for argv in (["explore", "octal", "0.07", "--misere", "--quotient", "--json"],
                 ["explore", "octal", "0.007", "--misere", "--quotient", "--max-heap", "1000000000"],
                 ["explore", "kayles", "--misere", "--quotient", "--max-heap", str(T12)],
                 ["explore", "kayles", "--misere", "--n", "1000000000"]):
        add(C, argv, env={"GAMECHECK_TIME_LIMIT": "5"}, expect={"exit": [0, 2, 3], "prompt": PROMPT},
            note="explore --misere of a large or wild game")


# ------------------------------------------------------------------------------------ outputs

def out_target(kind: str) -> tuple[list[dict], str, list[int]]:
    """(setup, the output path, the exit statuses allowed) for an output under a hostile path."""
    if kind == "loop/x":
        return [{"symlink": ["lb", "la"]}, {"symlink": ["la", "lb"]}], "la/x", REFUSE
    if kind == "loop":
        return [{"symlink": ["lb", "la"]}, {"symlink": ["la", "lb"]}], "la", REFUSE
    if kind == "self-loop/x":
        return [{"symlink": ["s", "s"]}], "s/x", REFUSE
    if kind == "loop/deep/x":
        return [{"symlink": ["lb", "la"]}, {"symlink": ["la", "lb"]}], "la/a/b/c/x", REFUSE
    if kind == "fifo":
        return [{"mkfifo": "p"}], "p", REFUSE
    if kind == "fifo/x":
        return [{"mkfifo": "p"}], "p/x", REFUSE
    if kind == "fifo-link":
        return [{"mkfifo": "p"}, {"symlink": ["p", "pl"]}], "pl", REFUSE
    if kind in ("/dev/null", "/dev/full", "/dev/zero/x", "/sys/x", "/proc/self/x", "/proc/self/fd/1"):
        return [], kind, REFUSE
    if kind == "devlink":
        return [{"symlink": ["/dev/null", "dl"]}], "dl", REFUSE
    if kind == "devlink/x":
        return [{"symlink": ["/dev/null", "dl"]}], "dl/x", REFUSE
    if kind == "file/x":
        return [{"py": "open('f', 'w').write('a file\\n')"}], "f/x", REFUSE
    if kind == "read-only":
        # as root the folder's mode is not enforced: writing there is then allowed
        return [{"mkdir": "ro"}, {"chmod": ["ro", 0o555]}], "ro/x", [0, 1, 2]
    if kind == "long-name":
        return [], "n" * 300, REFUSE
    if kind == "deep-path":
        return [], "/".join(["d"] * 3000) + "/x", REFUSE
    if kind == "control-name":
        return [], "out\x1b[2J\x07", [0, 1]
    raise ValueError(kind)


OUT_KINDS = ["loop/x", "loop", "self-loop/x", "loop/deep/x", "fifo", "fifo/x", "fifo-link", "/dev/null", "/dev/full",
             "/dev/zero/x", "/sys/x", "/proc/self/x", "devlink", "devlink/x", "file/x", "read-only", "long-name",
             "deep-path", "control-name", "/proc/self/fd/1"]
NIM_REPORT = claims_toml(dict(CLAIM_EQ, prove_bits=3), CLAIM_BAD)


def outputs(rng: random.Random) -> None:
    C = "outpath"
    commands = {
        "init --out": (lambda t: ["init", "t.md", "--out", t], {"t.md": DOC}),
        "check --report": (lambda t: ["check", "c.toml", "--report", t], {"c.toml": NIM_REPORT}),
        "prove --report": (lambda t: ["prove", "c.toml", "--bits", "3", "--report", t], {"c.toml": NIM_REPORT}),
        "prove --smt2": (lambda t: ["prove", "c.toml", "--bits", "3", "--smt2", t], {"c.toml": NIM_REPORT}),
        "explore --save": (lambda t: ["explore", "octal", "0.77", "--n", "100", "--no-check", "--save", t], {}),
        "explore --report": (lambda t: ["explore", "octal", "0.77", "--n", "100", "--no-check", "--report", t], {}),
        "explore --emit-claims": (lambda t: ["explore", "octal", "0.77", "--n", "100", "--prove-bits", "0",
                                             "--emit-claims", t], {}),
        "verify --reports": (lambda t: ["verify", "--claim", "000.nim.one-heap", "--reports", t], {}),
        "check --state": (lambda t: ["check", "c.toml", "--chunk", "5", "--state", t], {"c.toml": NIM_REPORT}),
    }
    for name, (make, files) in commands.items():
        kinds = OUT_KINDS if name in ("init --out", "check --report", "explore --save", "prove --report") else \
            [k for k in OUT_KINDS if k in ("loop/x", "loop", "fifo", "/dev/null", "file/x", "read-only", "long-name",
                                           "control-name")]
        for k in kinds:
            steps, target, exits = out_target(k)
            exp = {"exit": exits, "prompt": PROMPT, "no_control": True}
            if exits == REFUSE:
                exp["only_new"] = []  # nothing written anywhere in the entry's folder
            elif k == "read-only":
                exp["only_new"] = ["ro/"]
            add(C, make(target), dict(files), setup=steps, expect=exp, note=f"{name} {k}")


# --------------------------------------------------------------------------------- certificates

HEADER_KEYS = ("gamecheck-certificate", "format", "smt2-sha256", "bit-blaster", "solver", "variables", "clauses",
               "lemmas", "cnf-bytes", "proof-bytes")


def cert_parts(stem: str) -> tuple[dict, bytes, bytes, bytes]:
    cert, smt2 = cert_pair(stem)
    data = lzma.decompress(cert)
    end = data.index(b"\n\n")
    head = dict(line.split(" ", 1) for line in data[:end].decode().split("\n"))
    body = data[end + 2:]
    n = int(head["cnf-bytes"])
    return head, body[:n], body[n:], smt2


def container(head: dict, cnf: bytes, proof: bytes, *, fix_sizes: bool = True) -> bytes:
    head = dict(head)
    if fix_sizes:
        head["cnf-bytes"], head["proof-bytes"] = str(len(cnf)), str(len(proof))
    text = "".join(f"{k} {v}\n" for k, v in head.items()).encode() + b"\n" + cnf + proof
    return lzma.compress(text, format=lzma.FORMAT_XZ, preset=6)


def varint(u: int) -> bytes:
    out = bytearray()
    while True:
        b, u = u & 0x7F, u >> 7
        out.append(b | 0x80 if u else b)
        if not u:
            return bytes(out)


def drat_add(*lits: int) -> bytes:
    return b"a" + b"".join(varint(2 * abs(x) + (x < 0)) for x in lits) + b"\x00"


def set_p_line(cnf: bytes, variables=None, clauses=None) -> bytes:
    lines = cnf.split(b"\n")
    i = next(k for k, ln in enumerate(lines) if ln.startswith(b"p cnf"))
    parts = lines[i].split()
    if variables is not None:
        parts[2] = str(variables).encode()
    if clauses is not None:
        parts[3] = str(clauses).encode()
    lines[i] = b" ".join(parts)
    return b"\n".join(lines)


#: a setup step that writes a decompression bomb: xz of about ``mb`` MB (a CNF of comment lines)
BOMB = r"""
import hashlib, lzma, os
smt = open('R/smt2/bomb.smt2', 'rb').read()
chunk = b'c ' + b'x' * 62 + b'\n'
blk = chunk * (1 << 14)
n = {n}
tail = b'p cnf 1 2\n1 0\n-1 0\n'
cnf_len = len(blk) * n + len(tail)
head = {{'gamecheck-certificate': '1', 'format': 'DRAT', 'smt2-sha256': hashlib.sha256(smt).hexdigest(),
        'bit-blaster': 'z3 4 simplify,bit-blast,tseitin-cnf', 'solver': 'cadical195', 'variables': '1',
        'clauses': '2', 'lemmas': '1', 'cnf-bytes': str(cnf_len), 'proof-bytes': '2'}}
c = lzma.LZMACompressor(format=lzma.FORMAT_XZ, preset=0)
out = [c.compress(''.join(f'{{k}} {{v}}\n' for k, v in head.items()).encode() + b'\n')]
for _ in range(n):
    out.append(c.compress(blk))
out.append(c.compress(tail + b'a\x00'))
out.append(c.flush())
os.makedirs('R/certificates', exist_ok=True)
open('R/certificates/bomb.drat.xz', 'wb').write(b''.join(out))
"""

#: a setup step that writes a certificate of many unit clauses (a small xz, a large CNF)
UNITS = r"""
import hashlib, lzma, os
smt = open('R/smt2/units.smt2', 'rb').read()
n = {n}
cnf = b'p cnf 1 %d\n' % (n + 1) + b'1 0\n' * n + b'-1 0\n'
head = {{'gamecheck-certificate': '1', 'format': 'DRAT', 'smt2-sha256': hashlib.sha256(smt).hexdigest(),
        'bit-blaster': 'z3 4 simplify,bit-blast,tseitin-cnf', 'solver': 'cadical195', 'variables': '1',
        'clauses': str(n + 1), 'lemmas': '1', 'cnf-bytes': str(len(cnf)), 'proof-bytes': '2'}}
data = ''.join(f'{{k}} {{v}}\n' for k, v in head.items()).encode() + b'\n' + cnf + b'a\x00'
os.makedirs('R/certificates', exist_ok=True)
open('R/certificates/units.drat.xz', 'wb').write(lzma.compress(data, format=lzma.FORMAT_XZ, preset=0))
"""


#: a setup step that writes a valid certificate whose check is quadratic: n unit lemmas on fresh
#: variables (each one RAT, no clause holds its negation), then x1 and the empty clause
RATS = r"""
import hashlib, lzma, os
smt = open('R/smt2/rat.smt2', 'rb').read()
n = {n}
cnf = b'p cnf 2 4\n1 2 0\n1 -2 0\n-1 2 0\n-1 -2 0\n'
def varint(u):
    out = bytearray()
    while True:
        b = u & 0x7F
        u >>= 7
        out.append(b | (0x80 if u else 0))
        if not u:
            return bytes(out)
proof = b''.join(b'a' + varint(2 * v) + b'\x00' for v in range(3, n + 3)) + b'a\x02\x00a\x00'
head = {{'gamecheck-certificate': '1', 'format': 'DRAT', 'smt2-sha256': hashlib.sha256(smt).hexdigest(),
        'bit-blaster': 'z3 4 simplify,bit-blast,tseitin-cnf', 'solver': 'cadical195', 'variables': '2',
        'clauses': '4', 'lemmas': str(n + 2), 'cnf-bytes': str(len(cnf)), 'proof-bytes': str(len(proof))}}
data = ''.join(f'{{k}} {{v}}\n' for k, v in head.items()).encode() + b'\n' + cnf + proof
os.makedirs('R/certificates', exist_ok=True)
open('R/certificates/rat.drat.xz', 'wb').write(lzma.compress(data, format=lzma.FORMAT_XZ, preset=0))
"""


def certificates(rng: random.Random) -> None:
    C = "certificate"
    # (stem, certificate bytes, smt2 bytes, note, must fail); a forgery that leaves a valid refutation
    # of the stored CNF (deletions ignored, a comment, no integrity check) may pass: no solver
    # re-derives the CNF from the query in --certificates-only
    forged: list[tuple[str, bytes, bytes, str, bool]] = []
    for stem in (CERT_STEM2, CERT_STEM):
        head, cnf, proof, smt2 = cert_parts(stem)
        nv = int(head["variables"])
        ncl = int(head["clauses"])

        def f(note, h=None, c=None, p=None, raw=None, fix=True, fails=True):
            data = raw if raw is not None else container({**head, **(h or {})}, cnf if c is None else c,
                                                         proof if p is None else p, fix_sizes=fix)
            forged.append((stem, data, smt2, note, fails))
        big = 2_000_000_000
        f("2e9 variables (header and p line)", {"variables": str(big)}, set_p_line(cnf, variables=big))
        f("2e9 clauses (header and p line)", {"clauses": str(big)}, set_p_line(cnf, clauses=big))
        f("2e9 variables in the header only", {"variables": str(big)})
        f("2e9 variables in the p line only", c=set_p_line(cnf, variables=big))
        f("2^63 variables", {"variables": str(2 ** 63)}, set_p_line(cnf, variables=2 ** 63))
        f("10^30 variables", {"variables": str(10 ** 30)}, set_p_line(cnf, variables=10 ** 30))
        f("negative variables", {"variables": "-1"}, set_p_line(cnf, variables=-1))
        f("2e9 lemmas", {"lemmas": str(big)})
        f("cnf-bytes + 1", {"cnf-bytes": str(len(cnf) + 1)}, fix=False)
        f("cnf-bytes - 1", {"cnf-bytes": str(len(cnf) - 1), "proof-bytes": str(len(proof) + 1)}, fix=False)
        f("cnf-bytes 10^30", {"cnf-bytes": str(10 ** 30)}, fix=False)
        f("cnf-bytes negative", {"cnf-bytes": "-5", "proof-bytes": str(len(cnf) + len(proof) + 5)}, fix=False)
        f("cnf-bytes not a number", {"cnf-bytes": "12abc"}, fix=False)
        f("proof-bytes 2e9", {"proof-bytes": str(big)}, fix=False)
        f("version 2", {"gamecheck-certificate": "2"})
        f("version 0", {"gamecheck-certificate": "0"})
        f("format LRAT", {"format": "LRAT"})
        f("a wrong query hash", {"smt2-sha256": "0" * 64})
        if stem == CERT_STEM2:
            # proofs naming huge variables (extension variables are allowed in DRAT)
            f("a proof lemma on variable 2e9", p=drat_add(big) + proof)
            f("a proof lemma on variable 2^31", p=drat_add(2 ** 31) + proof)
            f("a proof lemma on variable 2^62", p=drat_add(2 ** 62) + proof)
            f("a proof lemma on variable 10^8", p=drat_add(100_000_000) + proof)
            f("a varint that never ends", p=b"a" + b"\xff" * 100_000)
            f("an empty proof", p=b"")
            f("a proof without the empty clause", p=proof[:-2] if len(proof) > 2 else b"a\x02\x00")
            f("a deletion of every clause", p=b"".join(b"d" + varint(2 * (i + 1)) + b"\x00" for i in range(nv)) + proof,
              fails=False)
            f("a text proof", p=b"1 0\n-1 0\n0\n")
            f("a clause of 200,000 literals", p=drat_add(*range(1, 200_001)) + proof)
            f("a literal above the variables in the CNF", c=cnf.replace(b" 0\n", b" %d 0\n" % (nv + 5), 1))
            f("a CNF without its p line", c=b"\n".join(ln for ln in cnf.split(b"\n") if not ln.startswith(b"p cnf")))
            f("two p lines", c=b"p cnf 1 1\n" + cnf)
            f("p cnf with floats", c=set_p_line(cnf, variables="1e9"))
            f("a CNF with a comment of 10 MB", c=b"c " + b"x" * 10_000_000 + b"\n" + cnf, fails=False)
            f("one more clause than the header says", c=cnf + b"\n1 0\n")
            f("the clause count 0", {"clauses": "0"}, set_p_line(cnf, clauses=0))
            f("a header line out of order", raw=lzma.compress(
                b"".join(f"{k} {head[k]}\n".encode() for k in reversed(HEADER_KEYS)) + b"\n" + cnf + proof,
                format=lzma.FORMAT_XZ))
            f("a header of 5,000 bytes", raw=lzma.compress(b"gamecheck-certificate 1" + b" " * 5000 + b"\n\n" + cnf,
                                                            format=lzma.FORMAT_XZ))
            f("a header that is not ASCII", {"solver": "cadical\u00e9\u2603"})
            f("a header key repeated", raw=lzma.compress(
                b"".join(f"{k} {head[k]}\n".encode() for k in HEADER_KEYS[:5] + HEADER_KEYS[4:]) + b"\n" + cnf + proof,
                format=lzma.FORMAT_XZ))
            good = container(head, cnf, proof)
            f("truncated to 1 byte", raw=good[:1])
            f("truncated by half", raw=good[:len(good) // 2])
            f("truncated by 1 byte", raw=good[:-1])
            f("an empty file", raw=b"")
            f("a byte flipped in the middle", raw=good[:len(good) // 2] + bytes([good[len(good) // 2] ^ 0xFF]) + good[len(good) // 2 + 1:])
            f("bytes after the stream", raw=good + b"garbage")
            f("two streams", raw=good + good)
            f("gzip, not xz", raw=b"\x1f\x8b\x08\x00" + b"\x00" * 40)
            f("the raw payload, not compressed", raw=lzma.decompress(good))
            f("an lzma-alone stream", raw=lzma.compress(lzma.decompress(good), format=lzma.FORMAT_ALONE))
            f("xz with no integrity check", raw=lzma.compress(lzma.decompress(good), format=lzma.FORMAT_XZ,
                                                               check=lzma.CHECK_NONE), fails=False)
    for stem, data, smt2, note, fails in forged:
        files = {f"R/certificates/{stem}.drat.xz": b64(data), f"R/smt2/{stem}.smt2": b64(smt2)}
        exp = {"exit": [1], "prompt": PROMPT, "says": ["FAIL"], "no_control": True, "only_new": []} if fails else \
            {"exit": [0, 1], "prompt": PROMPT, "no_control": True, "only_new": []}
        add(C, ["recheck", "R", "--certificates-only"], files, expect=exp, note=note)
    # the same forgeries beside a good certificate, in JSON: the good one passes, the forged one fails
    good_cert, good_smt2 = cert_pair(CERT_STEM)
    for stem, data, smt2, note, fails in [x for x in forged if x[0] != CERT_STEM and x[4]][::6]:
        files = {f"R/certificates/{stem}.drat.xz": b64(data), f"R/smt2/{stem}.smt2": b64(smt2),
                 f"R/certificates/{CERT_STEM}.drat.xz": b64(good_cert), f"R/smt2/{CERT_STEM}.smt2": b64(good_smt2)}
        add(C, ["recheck", "R", "--certificates-only", "--json"], files,
            expect={"exit": [1], "prompt": PROMPT, "says": ['"failed": 1'], "only_new": []}, note=f"{note}, beside a good one")
    # decompression bombs and large CNFs built in the entry's folder
    smt = b"(set-logic QF_BV)\n(check-sat)\n"
    # (a valid refutation padded with comment lines: it may pass; it must not exhaust the memory)
    for n, note, exits in ((900, "a valid certificate inflating to 950 MB (past the 64 MiB payload cap)", [0, 1]),
                           (1100, "a certificate inflating to 1.15 GB (past the 64 MiB payload cap)", [1]),
                           (300, "a valid certificate inflating to 320 MB", [0, 1])):
        add(C, ["recheck", "R", "--certificates-only"], {"R/smt2/bomb.smt2": b64(smt)},
            setup=[{"py": BOMB.format(n=n)}],
            expect={"exit": exits, "prompt": PROMPT_SLOW, "only_new": [], **({"says": ["FAIL"]} if exits == [1] else {})},
            note=note)
    for n in (10_000_000, 60_000_000):
        add(C, ["recheck", "R", "--certificates-only"], {"R/smt2/units.smt2": b64(smt)}, setup=[{"py": UNITS.format(n=n)}],
            expect={"exit": [0, 1], "prompt": PROMPT_SLOW, "only_new": []},
            note=f"a certificate of {n:,} unit clauses")
    # a hundred certificates in one folder, each forged differently
    files = {}
    for i, (stem, data, smt2, note, fails) in enumerate([x for x in forged if x[4]][:40]):
        files[f"R/certificates/f{i:03d}.drat.xz"] = b64(data)
        files[f"R/smt2/f{i:03d}.smt2"] = b64(smt2)
    add(C, ["recheck", "R", "--certificates-only", "--json"], files,
        expect={"exit": [1], "prompt": PROMPT_SLOW, "says": ['"failed": 40'], "only_new": []}, note="40 forged certificates")
    # a valid refutation made quadratic to check: a million RAT lemmas on fresh variables before
    # the empty clause (each RAT check scans every clause stored); it must stop at the work limit
    add(C, ["recheck", "R", "--certificates-only"], {"R/smt2/rat.smt2": b64(smt)}, setup=[{"py": RATS.format(n=1_000_000)}],
        expect={"exit": [1], "prompt": PROMPT_SLOW, "says": ["FAIL"], "only_new": []},
        note="a certificate of a million RAT lemmas on fresh variables")


# --------------------------------------------------------------------------------- --emit-claims

EMIT_GAMES = [
    (["octal", "0.77"], "Kayles"), (["octal", "0.07"], "Dawson's Kayles"), (["octal", "0.137"], "Dawson's chess"),
    (["subtraction", "--set", "1,4"], "{1,4}"), (["octal", "4.7"], "4.7"), (["octal", "0.15"], "Guiles"),
    (["octal", "0.51"], "0.51"),
    (["subtraction", "--set", "1,3,4"], "{1,3,4}"), (["subtraction", "--set", "2,3,7"], "{2,3,7}"),
    (["subtraction", "--set", "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16"], "{1..16}"),
    (["subtraction", "--all-but", "1,2"], "all but {1,2}"), (["bash", "-m", "3"], "Bash 3"), (["bash", "-m", "7"], "Bash 7"),
    (["fibonacci-nim", "--bound", "30"], "Fibonacci Nim"), (["lasker", "--n", "300"], "Lasker's Nim"),
    (["octal", "0.77", "--n", "5"], "Kayles on 6 heaps only"), (["subtraction", "--set", "1,3,4", "--n", "3"], "{1,3,4} on 4 heaps"),
]

HOSTILE_NAMES = [
    "e\n[[claim]]\nid = \"INJECTED\"\nstatement = \"x\"\nkind = \"forall\"\nvars = { n = [0, 3] }\nrule = \"n > 5\"\n#",
    "e\r[[claim]]\rid = 'INJECTED'", "e\u2028[[claim]]\u2028id = 'INJECTED'", "e\u0085[[claim]]", "\"\"\" ''' \\ \\\\",
    "\x1b[31mred\x07", "{{ 1234*5 }}", "<script>alert(1)</script>", "x" * 100,
]


def emit(rng: random.Random) -> None:
    C = "emit"
    # (a) emitted files check cleanly: every verdict equals the expectation explore wrote
    for args, name in EMIT_GAMES:
        setup = [{"run": ["explore", *args, "--emit-claims", "e.toml", "--prove-bits", "0"]}]
        add(C, ["check", "e.toml", "--json"], setup=setup,
            expect={"exit": [0], "prompt": PROMPT, "setup_ok": True, "only_new": []}, note=f"check what explore emitted: {name}")
    for args, name in EMIT_GAMES[::3]:
        setup = [{"run": ["explore", *args, "--emit-claims", "e.toml", "--prove-bits", "4"]}]
        add(C, ["prove", "e.toml", "--json", "--bits", "4"], setup=setup,
            expect={"exit": [0, 1], "prompt": PROMPT_SLOW, "setup_ok": True, "only_new": []},
            note=f"prove what explore emitted: {name}")
    # (b) a game file whose name is hostile: the emitted file keeps one claim per candidate, no injection
    heap_moves = "[(h - 1,)] + ([(h - 2,)] if h >= 2 else []) if h >= 1 else []"
    for nm in HOSTILE_NAMES:
        game = "[game]\nname = " + tval(nm) + "\nheap-moves = " + tval(heap_moves) + "\n"
        add(C, ["check", "e.toml", "--json"], {"g.toml": game},
            setup=[{"run": ["explore", "--game", "g.toml", "--n", "60", "--prove-bits", "0", "--emit-claims", "e.toml"]}],
            expect={"exit": [0], "prompt": PROMPT, "setup_ok": True, "no_control": True, "only_new": []},
            note="a game file with a hostile name")
        add(C, ["check", "e.toml", "--report", "R"], {"g.toml": game},
            setup=[{"run": ["explore", "--game", "g.toml", "--n", "60", "--prove-bits", "0", "--emit-claims", "e.toml"]}],
            expect={"exit": [0], "prompt": PROMPT, "setup_ok": True, "no_control": True, "report": "R", "injection": True,
                    "only_new": ["R/"]},
            note="the report of what a game file with a hostile name emitted")
    # (c) hostile file names for the emitted file (created, then checked)
    for fname in ("e x.toml", "-e.toml", "é€😀.toml", "e\nx.toml", "e\x1b[2J.toml", ".toml", "e.TOML"):
        path = fname if not fname.startswith("-") else "./" + fname
        add(C, ["check", path, "--json"],
            setup=[{"run": ["explore", "octal", "0.77", "--n", "200", "--prove-bits", "0", "--emit-claims", path]}],
            expect={"exit": [0], "prompt": PROMPT, "setup_ok": True, "only_new": []}, note=f"emitted as {fname!r}")
    # (d) emitting to hostile targets: a one-line refusal, nothing written; an existing claims file
    for k in ("loop/x", "loop", "fifo", "fifo-link", "/dev/null", "/dev/full", "devlink", "file/x", "/sys/x",
              "/proc/self/x", "long-name", "deep-path"):
        steps, target, exits = out_target(k)
        add(C, ["explore", "subtraction", "--set", "1,3,4", "--emit-claims", target], setup=steps,
            expect={"exit": exits, "prompt": PROMPT, "only_new": [], "no_control": True}, note=f"--emit-claims to {k}")
    for k in ("dir", "dir/"):
        add(C, ["explore", "octal", "0.77", "--emit-claims", k.rstrip("/") + ("/" if k.endswith("/") else "")],
            setup=[{"mkdir": "dir"}], expect={"exit": REFUSE, "prompt": PROMPT, "only_new": []}, note=f"--emit-claims to {k}")
    # the game file itself as the target (read, then replaced by claims); the same file twice
    add(C, ["explore", "--game", "g.toml", "--n", "60", "--prove-bits", "0", "--emit-claims", "g.toml"],
        {"g.toml": "[game]\nname = \"mine\"\nheap-moves = " + tval(heap_moves) + "\n"},
        expect={"exit": [0, 2], "prompt": PROMPT, "only_new": []}, note="--emit-claims over the game file")
    add(C, ["check", "e.toml", "--json"],
        setup=[{"run": ["explore", "octal", "0.77", "--n", "200", "--prove-bits", "0", "--emit-claims", "e.toml"]},
               {"run": ["explore", "subtraction", "--set", "2,3,7", "--prove-bits", "0", "--emit-claims", "e.toml"]}],
        expect={"exit": [0], "prompt": PROMPT, "setup_ok": True, "only_new": []}, note="emitted twice to one file")
    # --emit-claims with --misere / --quotient: refused in one line
    for args in (["kayles", "--misere", "--n", "20"], ["kayles", "--misere", "--quotient"]):
        add(C, ["explore", *args, "--emit-claims", "e.toml"], expect=refusal(absent=["e.toml"]),
            note="--emit-claims with misère play")


# ----------------------------------------------------------------------------------------- lemmas

PWN = "__import__('os').system('touch PWNED')"
LEMMA_BASE = {"id": "lem", "statement": "Bash with m = 3: P iff n % 4 == 0", "ruleset": "bash", "params": {"m": 3},
              "bound": 30, "kind": "p-rule", "rule": "n % 4 == 0", "strategy": "(n - n % 4,)"}


def lemma_claim(**fields) -> str:
    """The Bash claim with raw TOML for the lemma fields (``Raw``) or values."""
    return claims_toml(dict(LEMMA_BASE, **fields))


def lemmas(rng: random.Random) -> None:
    C = "lemma"
    F = ["F(k) = k % 4"]
    deep = "(" * 3000 + "x" + ")" * 3000
    nest_f = "F(" * 500 + "x" + ")" * 500
    hostile = [
        # Python payloads, in every field and position
        dict(prove_functions=[f"F(k) = {PWN}"]),
        dict(prove_functions=F, prove_lemmas=[f"{PWN} == 0"]),
        dict(prove_functions=F, prove_lemmas=[f"F(x) == 0 or {PWN}"]),
        dict(prove_functions=F, prove_lemmas=[{"for": [PWN], "lemma": "F(x) < 4"}]),
        dict(prove_functions=F, prove_increasing=[PWN]),
        dict(prove_functions=[f"{PWN}(k) = k"]),
        dict(prove_functions=["F(k) = k % 4", f"G(k) = (lambda: {PWN})()"]),
        dict(prove_functions=["F(k) = [c for c in ().__class__.__base__.__subclasses__()]"]),
        dict(prove_functions=["F(k) = k.__class__"]),
        dict(prove_functions=["F(k) = eval('1')"]),
        dict(prove_functions=["F(k) = exec('import os')"]),
        dict(prove_functions=["F(k) = k % 4\nimport os; os.system('touch PWNED')"]),
        dict(prove_functions=["F(k) = k % 4; __import__('os').system('touch PWNED')"]),
        dict(prove_functions=["F(k=__import__('os').system('touch PWNED')) = k"]),
        dict(prove_functions=["F(*k) = k"]),
        dict(prove_functions=["F(k) = (yield k)"]),
        dict(prove_functions=["F(k) = [x := 1]"]),
        dict(prove_functions=["F(k) = f'{k}'"]),
        dict(prove_functions=["F(k) = open('PWNED', 'w')"]),
        # recursion and shadowing
        dict(prove_functions=["F(k) = F(k - 1) + 1"]),
        dict(prove_functions=["F(k) = G(k)", "G(k) = F(k)"]),
        dict(prove_functions=["F(k) = k % 4", "F(j) = j % 4"]),
        dict(prove_functions=["xor(k) = k % 4"]),
        dict(prove_functions=["isqrt(k) = k % 4"]),
        dict(prove_functions=["n(k) = k % 4"]),
        dict(prove_functions=["F(n) = n % 4"], prove_lemmas=["F(n) < 4"]),
        # deep nesting and size
        dict(prove_functions=F, prove_lemmas=[f"F({deep}) < 4"]),
        dict(prove_functions=[f"F(k) = {deep.replace('x', 'k')} % 4"]),
        dict(prove_functions=F, prove_lemmas=[f"{nest_f} < 4"]),
        dict(prove_functions=F, prove_lemmas=["F(x) < 4 {{G}}"], _gen=rep("and F(x) < 4 ", 20_000)),
        dict(prove_functions=F, prove_lemmas=["F(x) < 4"] * 5_000),
        dict(prove_functions=[f"F{i}(k) = k % {i + 2}" for i in range(2_000)]),
        dict(prove_functions=["F(" + ", ".join(f"a{i}" for i in range(300)) + ") = a0 % 4"]),
        dict(prove_functions=["F(k) = k % 4"], prove_lemmas=["F(x) < 4 # {{G}}"], _gen=rep("c", 1_000_000)),
        # huge numbers
        dict(prove_functions=F, prove_lemmas=["F(x) < 10 ** 10 ** 10"]),
        dict(prove_functions=F, prove_lemmas=["F(x) < 2 ** 2 ** 2 ** 2 ** 2 ** 2"]),
        dict(prove_functions=F, prove_lemmas=["F(x) < " + "9" * 5000]),
        dict(prove_functions=F, prove_lemmas=["F(x) * 10 ** 4000 >= 0"]),
        dict(prove_functions=["F(k) = k ** k ** k"], prove_lemmas=["F(x) >= 0"]),
        dict(prove_functions=["F(k) = fib(k ** 9)"], prove_lemmas=["F(x) >= 0"]),
        dict(prove_functions=["F(k) = k % 4"], prove_lemmas=["F(x) < 4"], prove_bits=64),
        dict(prove_functions=["F(k) = k % 4"], prove_lemmas=["F(a) + F(b) + F(c) + F(d) + F(e) < 16"], prove_bits=8),
        dict(prove_functions=["F(k) = k % 4"], prove_lemmas=["F(x) < 4"], prove_bits=24),
        dict(prove_functions=["F(k) = isqrt(k - 3)"], prove_lemmas=["F(x) >= 0"]),
        dict(prove_functions=["F(k) = k // (k - k)"], prove_lemmas=["F(x) >= 0"]),
        dict(prove_functions=["F(k) = range(10 ** 12)"], prove_lemmas=["len(F(x)) > 0"]),
        dict(prove_functions=["F(k) = [0] * 10 ** 10"], prove_lemmas=["len(F(x)) > 0"]),
        dict(prove_functions=["F(k) = 'x' * 10 ** 10"], prove_lemmas=["F(x) != ''"]),
        # not strings, empty, odd TOML types
        dict(prove_functions=Raw("[1, 2]")), dict(prove_functions=Raw('"F(k) = k % 4"')), dict(prove_functions=Raw("[]")),
        dict(prove_functions=Raw('[""]')), dict(prove_functions=Raw('["   "]')), dict(prove_functions=Raw("[[\"F(k) = k\"]]")),
        dict(prove_functions=Raw("[{ a = 1 }]")), dict(prove_functions=Raw("[1979-05-27]")), dict(prove_functions=Raw("true")),
        dict(prove_functions=F, prove_lemmas=Raw("[1, 2]")), dict(prove_functions=F, prove_lemmas=Raw("[[1]]")),
        dict(prove_functions=F, prove_lemmas=Raw("[{ lemma = 3 }]")), dict(prove_functions=F, prove_lemmas=Raw('[{ for = "x" }]')),
        dict(prove_functions=F, prove_lemmas=Raw('[{ lemma = "F(x) < 4", for = [1] }]')),
        dict(prove_functions=F, prove_lemmas=Raw('[{ lemma = "F(x) < 4", for = ["nowhere"] }]')),
        dict(prove_functions=F, prove_lemmas=Raw('[{ lemma = "F(x) < 4", for = [] }]')),
        dict(prove_functions=F, prove_lemmas=Raw('[{ lemma = "F(x) < 4", extra = 1 }]')),
        dict(prove_functions=F, prove_lemmas=Raw('[{ lemma = "F(x) < 4", for = ["' + "no move from P to P" * 5000 + '"] }]')),
        dict(prove_functions=F, prove_lemmas=Raw('"F(x) < 4"')), dict(prove_functions=F, prove_lemmas=Raw("[]")),
        dict(prove_functions=F, prove_lemmas=Raw('[""]')), dict(prove_functions=F, prove_lemmas=Raw("[1.5]")),
        dict(prove_functions=F, prove_increasing=Raw("[1]")), dict(prove_functions=F, prove_increasing=Raw('["G"]')),
        dict(prove_functions=F, prove_increasing=Raw('["isqrt"]')), dict(prove_functions=F, prove_increasing=Raw('"F"')),
        dict(prove_functions=F, prove_increasing=Raw('["F", "F"]')),
        dict(prove_functions=["F(a, b) = a % 4"], prove_increasing=Raw('["F"]')),
        dict(prove_lemmas=["x >= 0"]), dict(prove_increasing=["F"]),
        dict(prove_functions=Raw('["F(k) = k % 4"]'), prove_lemmas=Raw('["F(x) < 4"]'), kind="grundy", rule="n % 4", strategy=None),
    ]
    for fields in hostile:
        gen = fields.pop("_gen", None)
        text = claims_toml({k: v for k, v in dict(LEMMA_BASE, **fields).items() if v is not None})
        for cmd in (["prove", "c.toml", "--json", "--bits", "5", "--timeout", "10"],):
            add(C, cmd, {"c.toml": text}, gen={"G": gen} if gen else None,
                expect={"exit": [0, 1, 2], "prompt": PROMPT, "absent": ["PWNED"], "only_new": [],
                        # the claim itself is true: a refutation would be false
                        "verdicts": {"lem": "holds"}},
                note="hostile lemma fields")
    # check reads the claim too (the lemma fields are the prover's, but must be validated safely)
    for fields in hostile[:12:2]:
        text = claims_toml({k: v for k, v in dict(LEMMA_BASE, **fields).items() if v is not None})
        add(C, ["check", "c.toml", "--json", "--prove", "--bits", "4"], {"c.toml": text},
            expect={"exit": [0, 1, 2], "prompt": PROMPT, "absent": ["PWNED"], "only_new": [], "verdicts": {"lem": "holds"}},
            note="hostile lemma fields, check --prove")
    # the unprefixed names are no fields of a claim
    for name in ("functions", "lemmas", "increasing"):
        add(C, ["prove", "c.toml"], {"c.toml": claims_toml(dict(LEMMA_BASE, **{name: ["F(k) = k % 4"]}))},
            expect=refusal(says=[name]), note=f"a field named {name}")


# ---------------------------------------------------------------------------------------- planted

G1 = c1.GAMES
#: rule pools for the ordered-heap games of round 1 (new rules: this corpus is held out)
P3 = {
    "nim2": ["x1 == x2", "x1 ^ x2 == 0", "x1 - x2 == 0 or x1 + x2 == 13", "x1 % 2 == x2 % 2", "(x1 ^ x2) % 8 == 0",
             "max(heaps) == min(heaps)", "x1 & x2 == x1", "x1 == x2 or x1 * x2 == 42"],
    "nim3": ["x1 ^ x2 ^ x3 == 0", "x1 ^ x2 == x3", "x1 + x2 + x3 == 2 * max(heaps)", "xor(heaps) == 0 or min(heaps) == 3",
             "popcount(x1 | x2 | x3) == popcount(x1 ^ x2 ^ x3)"],
    "bash3": ["n % (m + 1) == 0", "(n + 1) % (m + 1) == 1", "n % (m + 1) == 0 and n != 32", "n % 4 == 0 or n == 33",
              "n % 8 in (0, 4)"],
    "bash5": ["n % (m + 1) == 0", "n % 4 == 0", "n % 6 == 0 or n == 37"],
    "sub134": ["n % 7 in (0, 2)", "n % 7 == 0 or n % 7 == 2", "n % 7 in (0, 2, 5)", "n % 14 in (0, 2, 7, 9)",
               "n % 7 in (0, 2) and n != 44"],
    "sub12x2": ["(x1 - x2) % 3 == 0", "(x1 + x2) % 3 == 0", "x1 % 3 == x2 % 3", "x1 % 3 == x2 % 3 and x1 + x2 != 14"],
    "wythoff": [("min(x1, x2) == (d + isqrt(5 * d * d)) // 2", {"d": "abs(x1 - x2)"}),
                "16 * x1 + x2 in (0, 18, 33, 53, 83, 71, 116, 106, 166)",
                ("min(x1, x2) == (d * 8) // 5", {"d": "abs(x1 - x2)"}), "x1 + x2 == 0"],
}
MISERE3 = {
    "nim2": ["(max(heaps) <= 1 and xor(heaps) == 1) or (max(heaps) > 1 and xor(heaps) == 0)", "x1 == x2",
             "x1 == x2 and x1 != 1 or x1 + x2 == 1"],
    "nim3": ["(max(heaps) <= 1 and xor(heaps) == 1) or (max(heaps) > 1 and xor(heaps) == 0)", "xor(heaps) == 1"],
    "bash3": ["n % (m + 1) == 1", "n % 4 == 1 and n != 29", "n % 4 == 0"],
    "sub134": ["n % 7 in (1, 3)", "n % 7 in (0, 2)", "n % 7 in (1, 3) or n == 40"],
}
GRUNDY3 = {
    "nim2": ["x1 ^ x2", "abs(x1 - x2)", "(x1 | x2) - (x1 & x2)", "x1 + x2 - 2 * (x1 & x2)"],
    "nim3": ["x1 ^ x2 ^ x3", "(x1 + x2 + x3) % 8"],
    "bash3": ["n % (m + 1)", "n % (m + 1) if n < 35 else 0", "n & 3"],
    "bash5": ["n % 6", "n % 6 if n != 30 else 1"],
    "sub134": ["(0, 1, 0, 1, 2, 3, 2)[n % 7]", "(0, 1, 0, 1, 2, 3, 3)[n % 7]"],
    "sub12x2": ["(x1 % 3) ^ (x2 % 3)", "(x1 + x2) % 3", "((x1 % 3) ^ (x2 % 3)) if x1 < 7 else 0"],
    "wythoff": ["x1 ^ x2", "min(x1, x2)"],
}
MOVE3 = {
    "nim2": ["(min(heaps), min(heaps))", "(x2, x2) if x1 > x2 else (x1, x1)", "(x2, x2)", "(x1 ^ x2 ^ x2, x2 ^ x1 ^ x1)"],
    "nim3": [("replace(heaps, i, heaps[i] ^ S)", c1._BOUTON), ("replace(heaps, 2, x1 ^ x2)", None)],
    "bash3": ["(n - n % (m + 1),)", "(n - (n % (m + 1) if n % (m + 1) else 1),)", "(n - 1,)", "(n - n % 4,) if n != 31 else (30,)"],
    "sub12x2": ["(x1 - (x1 - x2) % 3, x2) if x1 % 3 > x2 % 3 else (x1, x2 - (x2 - x1) % 3)", "(x1 - 1, x2)"],
}
BOUNDS3 = {"nim2": 6, "nim3": 4, "bash3": 36, "bash5": 38, "sub134": 45, "sub12x2": 7, "wythoff": 10}


def ordered_pool(rng: random.Random) -> list[tuple[dict, bool]]:
    pool = []
    for key, rules in P3.items():
        g, b = G1[key], BOUNDS3[key]
        for j, r in enumerate(rules):
            text, lets = split(r)
            pool.append((c1.base_claim(f"p.{key}.{j}", g, "p-rule", bound=b, rule=text, let=lets),
                         c1.truth_p_rule(g, b, text, lets=lets)))
    for key, rules in MISERE3.items():
        g, b = G1[key], BOUNDS3[key]
        for j, r in enumerate(rules):
            c = c1.base_claim(f"mp.{key}.{j}", g, "p-rule", bound=b, rule=r, play="misere")
            if j % 2:
                c.pop("play")
                c["ruleset"] = f"misere({g.ruleset})"
            pool.append((c, c1.truth_p_rule(g, b, r, misere=True)))
    for key, rules in GRUNDY3.items():
        g, b = G1[key], BOUNDS3[key]
        for j, r in enumerate(rules):
            pool.append((c1.base_claim(f"g.{key}.{j}", g, "grundy", bound=b, rule=r), c1.truth_grundy(g, b, r)))
    for key, rules in MOVE3.items():
        g, b = G1[key], BOUNDS3[key]
        for j, r in enumerate(rules):
            text, lets = split(r)
            pool.append((c1.base_claim(f"w.{key}.{j}", g, "winning-move", bound=b, move=text, let=lets),
                         c1.truth_winning_move(g, b, text, lets=lets)))
    for key in ("nim2", "nim3", "bash3", "sub134", "sub12x2", "wythoff"):
        g = G1[key]
        for j in range(4):
            pos = tuple(rng.randint(0, 9 if g.k > 1 else 30) for _ in range(g.k))
            mis = j % 2 == 1
            true_o = "P" if g.is_p(pos, mis) else "N"
            claimed = true_o if rng.random() < 0.5 else ("N" if true_o == "P" else "P")
            c = c1.base_claim(f"o.{key}.{j}", g, "outcome", position=list(pos), outcome=claimed)
            if mis:
                c["play"] = "misere"
            pool.append((c, claimed == true_o))
            gv = g.grundy(pos)
            val = gv if rng.random() < 0.5 else gv + 1
            pool.append((c1.base_claim(f"gv.{key}.{j}", g, "grundy-value", position=list(pos), value=val), val == gv))
            wins = sorted(list(o) for o in g.options(pos) if g.is_p(o, False))
            claimed_w = wins if rng.random() < 0.5 else (wins[:-1] if wins else [list(next(iter(g.options(pos)), pos))])
            if claimed_w:  # (moves = [] is refused: a P-position's claim is an outcome claim)
                pool.append((c1.base_claim(f"wm.{key}.{j}", g, "winning-moves", position=list(pos), moves=claimed_w),
                             sorted(map(tuple, claimed_w)) == sorted(map(tuple, wins))))
            opts = sorted(g.options(pos))
            if opts:
                to = rng.choice(opts)
                pool.append((c1.base_claim(f"mw.{key}.{j}", g, "move-wins", position=list(pos), to=list(to)),
                             g.is_p(to, False)))
    return pool


def octal_pool(rng: random.Random) -> list[tuple[dict, bool]]:
    pool = []

    def claim(cid, g, kind, **kw):
        c = {"id": cid, "statement": f"planted {kind} claim", "ruleset": g.ruleset}
        if g.params:
            c["params"] = dict(g.params)
        c["kind"] = kind
        c.update(kw)
        return c

    def truth_rule(g, positions, rule, misere=False, grundy=False):
        for p in positions:
            v = ev(rule, g.env(p))
            if grundy:
                if v != g.grundy(p):
                    return False
            elif bool(v) != g.is_p(p, misere):
                return False
        return True

    for key in ("kayles", "dawson", "chess", "guiles", "officers", "o47", "o04", "o007", "sub237"):
        g = OCTALS.get(key) or SUBS[key]
        B = 70
        heaps1 = [()] + [(h,) for h in range(1, B + 1)]
        ps = [p[0] if p else 0 for p in heaps1 if g.grundy(p) == 0]
        table = tuple(g.G(h) for h in range(B + 1))
        bad = list(table)
        bad[rng.randint(B // 2, B)] += 1
        rules = [(f"n in {tuple(ps)}", False), (f"n in {tuple(ps[:-1])}", False), ("G(n) == 0", False),
                 ("n % 12 == 0", False), ("n % 34 in (0, 1, 15)", False),
                 (f"{table}[n]", True), (f"{tuple(bad)}[n]", True), ("G(n)", True), ("n % 3", True)]
        for j, (rule, grundy) in enumerate(rules):
            kind = "grundy" if grundy else "p-rule"
            pool.append((claim(f"o1.{key}.{j}", g, kind, max_heaps=1, bound=B, rule=rule),
                         truth_rule(g, heaps1, rule, grundy=grundy)))
        # misère play of one heap (its options are sums of two heaps)
        Bm = 22
        heaps1m = [()] + [(h,) for h in range(1, Bm + 1)]
        mps = [p[0] if p else 0 for p in heaps1m if g.misere_p(p)]
        for j, rule in enumerate([f"n in {tuple(mps)}", f"n in {tuple(mps + [Bm])}", "n % 4 == 1", "G(n) == 0"]):
            pool.append((claim(f"om.{key}.{j}", g, "p-rule", max_heaps=1, bound=Bm, rule=rule, play="misere"),
                         truth_rule(g, heaps1m, rule, misere=True)))
        # multisets of heaps: every sum of at most 11 counters
        T = 11
        sets = g.multisets(T)
        for j, (rule, mis) in enumerate([("xor(G(h) for h in heaps) == 0", False), ("xor(heaps) == 0", False),
                                         ("len(heaps) % 2 == 0", False), ("xor(G(h) for h in heaps) == 0", True),
                                         ("xor(G(h) for h in heaps) == 0 and k != 3", False)]):
            # (max_heaps: a subtraction game's claim without a heap count is about one heap)
            c = claim(f"oms.{key}.{j}", g, "p-rule", bound=T, max_heaps=T, rule=rule)
            if mis:
                c["play"] = "misere"
            pool.append((c, truth_rule(g, sets, rule, misere=mis)))
        pool.append((claim(f"omg.{key}", g, "grundy", bound=T, max_heaps=T, rule="xor(G(h) for h in heaps)"), True))
        pool.append((claim(f"omg2.{key}", g, "grundy", bound=T, max_heaps=T, rule="xor(heaps)"),
                     truth_rule(g, sets, "xor(heaps)", grundy=True)))
        # single positions
        for j in range(3):
            pos = tuple(sorted((rng.randint(1, 30) for _ in range(rng.randint(1, 3))), reverse=True))
            gv = g.grundy(pos)
            val = gv if j != 1 else gv ^ 1
            pool.append((claim(f"ogv.{key}.{j}", g, "grundy-value", position=list(pos), value=val), val == gv))
            small = tuple(sorted((rng.randint(1, 8) for _ in range(rng.randint(1, 3))), reverse=True))
            mis = j == 2
            wins = sorted(list(o) for o in g.options(small) if g.is_p(o, mis))
            claimed = wins if j != 0 else wins + [[1]] if [1] not in wins else wins[:-1]
            c = claim(f"owm.{key}.{j}", g, "winning-moves", position=list(small),
                      moves=[m or [0] for m in claimed])  # (the empty position is written [0])
            if mis:
                c["play"] = "misere"
            if claimed:  # (moves = [] is refused)
                pool.append((c, sorted(map(tuple, claimed)) == sorted(map(tuple, wins))))
            true_o = "P" if g.is_p(small, mis) else "N"
            claimed_o = true_o if rng.random() < 0.5 else ("N" if true_o == "P" else "P")
            c = claim(f"oo.{key}.{j}", g, "outcome", position=list(small), outcome=claimed_o)
            if mis:
                c["play"] = "misere"
            pool.append((c, claimed_o == true_o))
        if key in SUBS:  # one heap (a subtraction game's claim without a heap count)
            small_ps = [[h] for h in range(8) if g.G(h) == 0]
        else:
            small_ps = [list(p) if p else [0] for p in g.multisets(7) if g.is_p(p, False)]
        for name, lst in (("true", small_ps), ("drop", small_ps[:-1]), ("add", small_ps + [[7]] if [7] not in small_ps else small_ps[1:])):
            pool.append((claim(f"opp.{key}.{name}", g, "p-positions", bound=7, positions=lst), name == "true"))
    return pool


# lemma planting: (functions, lemmas, increasing) with the claims they serve

def _fn(text: str):
    name, _, body = text.partition("=")
    name = name.strip()
    fname, params = name.split("(", 1)
    params = [p.strip() for p in params.rstrip(")").split(",")]
    return fname.strip(), params, body.strip()


def lemma_truth(functions: list[str], lemmas_: list, increasing: list[str], bits: int) -> bool:
    """Every lemma holds at every value of its free variables below 2^bits (and every increasing
    function increases there): evaluated here, with the functions as plain Python."""
    fns = {}
    for text in functions:
        name, params, body = _fn(text)

        def f(*args, _p=params, _b=body):
            return ev(_b, {**dict(zip(_p, args)), **fns})
        fns[name] = f
    known = set(fns) | set(c1.FUNCS)
    for lem in lemmas_:
        text = lem["lemma"] if isinstance(lem, dict) else lem
        names = sorted({n.id for n in ast.walk(ast.parse(text, mode="eval")) if isinstance(n, ast.Name)} - known)
        for combo in itertools.product(range(2 ** bits), repeat=len(names)):
            try:
                if not ev(text, {**dict(zip(names, combo)), **fns}):
                    return False
            except (ArithmeticError, ValueError):
                return False
    for name in increasing:
        if any(not fns[name](k) < fns[name](k + 1) for k in range(2 ** bits - 1)):
            return False
    return True


WYTHOFF_LET = {"a": "min(x1, x2)", "b": "max(x1, x2)", "d": "abs(x1 - x2)",
               "kA": "max(0 if a == 0 else (a + isqrt(5 * a * a)) // 2 + 1 - a, 0)",
               "isA": "(kA + isqrt(5 * kA * kA)) // 2 == a", "bk": "(kA + isqrt(5 * kA * kA)) // 2 + kA",
               "Ad": "(d + isqrt(5 * d * d)) // 2", "jB": "max(2 * a - (a + isqrt(5 * a * a)) // 2, 0)",
               "aJ": "(jB + isqrt(5 * jB * jB)) // 2", "na": "Ad if isA and b < bk else a",
               "nb": "bk if isA and b > bk else (Ad + d if isA and b < bk else aJ)"}
WYTHOFF_RULE = "min(x1, x2) == (abs(x1 - x2) + isqrt(5 * abs(x1 - x2) * abs(x1 - x2))) // 2"
WYTHOFF_STRATEGY = "(na, nb) if x1 <= x2 else (nb, na)"
WYTHOFF_LEMMAS = [
    "A(0) == 0", "x == 0 or A(x) <= 2 * x - 1",
    {"for": ["no move from P to P"], "lemma": "k == 0 or (A(k) >= k and A(A(k)) + 1 - A(k) == k and A(max(A(A(k) + k) + 1 - "
                                              "(A(k) + k), 0)) != A(k) + k and 2 * (A(k) + k) - A(A(k) + k) == k)"},
    {"for": ["strategy moves from N to P"], "lemma": "x == 0 or A(max(A(x) + 1 - x, 0)) == x or (A(max(2 * x - A(x), 0)) "
                                                      "+ 2 * x - A(x) == x and 2 * x - A(x) >= 1)"},
]


def lemma_pool() -> list[tuple[dict, str, int]]:
    """(claim, truth for prove: holds / refuted / inconclusive, bits)."""
    out = []

    def add_claim(cid, game, bits, rule, functions, lemmas_, increasing=(), strategy=None, lets=None):
        g = G1[game]
        c = c1.base_claim(cid, g, "p-rule", bound=3, rule=rule, let=lets, strategy=strategy,
                          prove_functions=list(functions), prove_lemmas=list(lemmas_) or None,
                          prove_increasing=list(increasing) or None)
        claim_true = c1.truth_p_rule(g, 2 ** bits - 1, rule, lets=lets, strategy=strategy)
        lem_true = lemma_truth(list(functions), list(lemmas_), list(increasing), bits)
        truth = "refuted" if not claim_true else ("holds" if lem_true else "inconclusive")
        c["expected"] = "holds" if claim_true else "refuted"
        out.append((c, truth, bits))

    F4 = ["F(k) = k % 4"]
    for i, (rule, lem, strat) in enumerate([
            ("n % 4 == 0", ["F(x) == x - 4 * (x // 4)"], "(n - n % 4,)"),      # true, sufficient
            ("n % 4 == 0", ["F(x) < 4"], "(n - n % 4,)"),                        # true, insufficient
            ("n % 4 == 0", ["F(0) == 0"], None),                                 # true, insufficient
            ("n % 4 == 0", ["F(x) < 3"], None),                                  # false lemma
            ("n % 4 == 0", ["F(x) == x - 3 * (x // 3)"], None),                  # false lemma
            ("n % 4 == 1", ["F(x) == x - 4 * (x // 4)"], None),                  # false claim, true lemma
            ("n % 4 == 0 or n == 17", ["F(x) == x - 4 * (x // 4)"], None),      # false claim (at 17)
            ("n % 4 == 0", ["F(x) == x - 4 * (x // 4)"], "(n - 1,)"),            # false strategy
            ("n % 4 == 2", ["F(x) < 4"], None),                                  # false claim, insufficient lemma
            ("n % 4 == 3", ["F(x) < 3"], None)]):                                # false claim, false lemma
        add_claim(f"lb.{i}", "bash3", 5, rule, F4, lem, strategy=strat)
    F6 = ["F(k) = k % 6"]
    for i, (rule, lem, inc) in enumerate([("n % 6 == 0", ["F(x) == x - 6 * (x // 6)"], []),
                                          ("n % 6 == 0", ["F(x) <= 5", "F(0) == 0"], []),
                                          ("n % 6 == 0", ["F(x) == x - 6 * (x // 6)"], ["F"]),   # F is not increasing
                                          ("n % 6 == 5", ["F(x) == x - 6 * (x // 6)"], [])]):
        add_claim(f"lb5.{i}", "bash5", 5, rule, F6, lem, inc)
    F7 = ["F(k) = k % 7"]
    for i, (rule, lem) in enumerate([("n % 7 in (0, 2)", ["F(x) == x - 7 * (x // 7)"]),
                                     ("n % 7 in (0, 2)", ["F(x) < 7"]), ("n % 7 in (0, 2)", ["F(x) < 6"]),
                                     ("n % 7 in (0, 3)", ["F(x) == x - 7 * (x // 7)"]),
                                     ("n % 7 in (0, 2) or n == 30", ["F(x) == x - 7 * (x // 7)"])]):
        add_claim(f"ls.{i}", "sub134", 5, rule, F7, lem)
    X = ["X(a, b) = a ^ b"]
    for i, (rule, lem) in enumerate([("x1 ^ x2 == 0", ["X(x, y) == (x | y) - (x & y)"]), ("x1 ^ x2 == 0", ["X(x, x) == 0"]),
                                     ("x1 ^ x2 == 0", ["X(x, y) <= x"]), ("x1 ^ x2 == 1", ["X(x, y) == (x | y) - (x & y)"]),
                                     ("x1 ^ x2 == 0 or x1 + x2 == 9", ["X(x, y) == (x | y) - (x & y)"])]):
        add_claim(f"ln.{i}", "nim2", 3, rule, X, lem)
    A = ["A(k) = (k + isqrt(5 * k * k)) // 2"]
    for i, (rule, lem, inc, strat) in enumerate([
            (WYTHOFF_RULE, WYTHOFF_LEMMAS, ["A"], WYTHOFF_STRATEGY),                       # the catalogue's proof
            (WYTHOFF_RULE, WYTHOFF_LEMMAS[:3], ["A"], WYTHOFF_STRATEGY),                   # insufficient
            (WYTHOFF_RULE, WYTHOFF_LEMMAS + ["A(x) <= x + x // 2"], ["A"], WYTHOFF_STRATEGY),  # a false lemma
            (WYTHOFF_RULE + " or (x1 == 3 and x2 == 3)", WYTHOFF_LEMMAS, ["A"], None),      # a false claim
            (WYTHOFF_RULE.replace("5 *", "6 *"), WYTHOFF_LEMMAS, ["A"], None)]):           # a false claim
        add_claim(f"lw.{i}", "wythoff", 5, rule, A, lem, inc, strategy=strat, lets=WYTHOFF_LET if strat else None)
    return out


#: statements about integers whose truth is Python's (the rule language is "a safe subset of Python
#: expressions"): values of 'and'/'or', floor division and remainders of negative numbers, shifts,
#: powers, chained comparisons.  (vars, rule)
PYSEM = [
    ({"n": [0, 20]}, "(n % 4 or 1) == (n % 4 if n % 4 != 0 else 1)"),
    ({"n": [0, 20]}, "(n or 7) == 1"),
    ({"n": [0, 20]}, "(n and 7) in (0, 7)"),
    ({"n": [1, 20]}, "(n and 7) == 1"),
    ({"n": [0, 9]}, "(3 or 4) == 1"),
    ({"n": [0, 9]}, "(0 or 4) + (2 and 5) == 9"),
    ({"n": [0, 9]}, "(n > 3 or n) >= 0"),
    ({"n": [-20, 20]}, "(n // 3) * 3 + n % 3 == n"),
    ({"n": [-20, 20]}, "n % 3 >= 0"),
    ({"n": [-20, 20]}, "n // 2 == n >> 1"),
    ({"n": [-20, 20]}, "-n // 2 == -(n // 2)"),
    ({"n": [-20, 20]}, "n % -3 <= 0"),
    ({"n": [-20, 20]}, "~n == -n - 1"),
    ({"n": [-20, 20]}, "abs(n) % 4 == n % 4"),
    ({"n": [-20, 20]}, "n // -2 == -(n // 2)"),
    ({"n": [-20, 20]}, "(-n) % 5 == (5 - n % 5) % 5"),
    ({"n": [-20, 20]}, "0 <= n % 5 < 5"),
    ({"n": [-20, 20]}, "min(n, 0) + max(n, 0) == n"),
    ({"n": [-20, 20]}, "isqrt(n * n) == abs(n)"),
    ({"n": [0, 20]}, "n ** 0 == 1"),
    ({"n": [0, 20]}, "(n > 0) * 3 + (n <= 0) * 3 == 3"),
    ({"n": [0, 20]}, "True + True == 2"),
    ({"n": [-8, 8]}, "(n & -n) >= 0"),
    ({"n": [-8, 8]}, "(n ^ -1) == ~n"),
    ({"n": [-8, 8], "m": [0, 4]}, "(n << m) == n * 2 ** m"),
    ({"n": [-8, 8], "m": [0, 4]}, "(n >> m) == n // 2 ** m"),
    ({"n": [-8, 8], "m": [1, 4]}, "(n % m) * (n // m) <= n * n"),
    ({"n": [0, 9]}, "max(n, 3, 5) - min(n, 3, 5) <= 9"),
    ({"n": [0, 9]}, "sum(x for x in range(n)) == n * (n - 1) // 2"),
    ({"n": [0, 9]}, "len(range(n, 3)) == max(0, 3 - n)"),
    ({"n": [0, 9]}, "(not n) == (n == 0)"),
    ({"n": [0, 9]}, "(not n) + 1 == 1 + (n == 0)"),
    ({"n": [0, 30]}, "n in range(3, 30) or n < 3"),
    ({"n": [0, 30]}, "(n in range(n)) == 0"),
    ({"n": [0, 30]}, "(n if n % 2 else -n) % 2 == n % 2"),
]


def pysem_claims() -> list[tuple[dict, bool]]:
    out = []
    for j, (vars_, rule) in enumerate(PYSEM):
        names = list(vars_)
        t = all(ev(rule, dict(zip(names, combo)))
                for combo in itertools.product(*(range(lo, hi + 1) for lo, hi in vars_.values())))
        out.append(({"id": f"py.{j}", "statement": "Python semantics of the rule language", "kind": "forall",
                     "vars": vars_, "rule": rule, "prove_bits": 8, "expected": "holds" if t else "refuted"}, t))
    return out


def planted(rng: random.Random) -> None:
    C = "planted"
    pool = ordered_pool(rng) + octal_pool(rng)
    for c, t in pool:
        c["expected"] = "holds" if (t if rng.random() < 0.8 else not t) else "refuted"
    rng.shuffle(pool)
    for i in range(0, len(pool), 8):
        part = pool[i:i + 8]
        add(C, ["check", "claims.toml", "--json"], {"claims.toml": claims_toml(*(c for c, _ in part))},
            expect={"verdicts": {c["id"]: "holds" if t else "refuted" for c, t in part},
                    "strict": [c["id"] for c, _ in part], "prompt": PROMPT},
            note="planted claims (check)")
    # the prover: the domain is every position with parts < 2^bits
    provable = []
    for key in ("nim2", "nim3", "bash3", "bash5", "sub134", "sub12x2", "wythoff"):
        g, bits = G1[key], c1.BITS[key]
        b = 2 ** bits - 1
        for j, r in enumerate(P3[key]):
            text, lets = split(r)
            provable.append((c1.base_claim(f"zp.{key}.{j}", g, "p-rule", bound=3, rule=text, let=lets),
                             "holds" if c1.truth_p_rule(g, b, text, lets=lets) else "refuted", bits))
        for j, r in enumerate(GRUNDY3.get(key, [])):
            provable.append((c1.base_claim(f"zg.{key}.{j}", g, "grundy", bound=3, rule=r),
                             "holds" if c1.truth_grundy(g, b, r) else "refuted", bits))
        for j, r in enumerate(MISERE3.get(key, [])):
            provable.append((c1.base_claim(f"zm.{key}.{j}", g, "p-rule", bound=3, rule=r, play="misere"),
                             "holds" if c1.truth_p_rule(g, b, r, misere=True) else "refuted", bits))
        for j, r in enumerate(MOVE3.get(key, [])):
            text, lets = split(r)
            p_rule = P3[key][0] if isinstance(P3[key][0], str) else None
            if p_rule is None:
                continue
            provable.append((c1.base_claim(f"zw.{key}.{j}", g, "winning-move", bound=3, move=text, let=lets, p_rule=p_rule),
                             "holds" if c1.truth_winning_move(g, b, text, lets=lets) else "refuted", bits))
    groups: dict = {}
    for c, t, bits in provable:
        c["expected"] = "holds" if t == "holds" else "refuted"
        groups.setdefault(bits, []).append((c, t))
    for bits, members in groups.items():
        rng.shuffle(members)
        for i in range(0, len(members), 4):
            part = members[i:i + 4]
            add(C, ["prove", "claims.toml", "--json", "--bits", bits, "--timeout", "10"],
                {"claims.toml": claims_toml(*(c for c, _ in part))},
                expect={"verdicts": {c["id"]: t for c, t in part}, "prompt": PROMPT_SLOW}, note="planted claims (prove)")
    for c, t, bits in lemma_pool():
        add(C, ["prove", "claims.toml", "--json", "--bits", bits, "--timeout", "15"], {"claims.toml": claims_toml(c)},
            expect={"verdicts": {c["id"]: t}, "prompt": PROMPT_SLOW}, note=f"planted lemma claim ({t})")
    # integers with Python's semantics, checked and proved: 'and'/'or' over numbers where the value
    # is used (n % 4 or 1) are refused as claim errors (the rule language's connectives give True or
    # False); a verdict, where one is given, must be Python's -- none of them is strict, so an
    # error is accepted and a holds/refuted against Python's truth is a false verdict
    py = pysem_claims()
    for i in range(0, len(py), 6):
        part = py[i:i + 6]
        files = {"claims.toml": claims_toml(*(c for c, _ in part))}
        exp = {"verdicts": {c["id"]: "holds" if t else "refuted" for c, t in part}, "prompt": PROMPT}
        add(C, ["check", "claims.toml", "--json"], files, expect=exp, note="integers with Python's semantics (check)")
        add(C, ["prove", "claims.toml", "--json", "--timeout", "10"], files, expect=exp,
            note="integers with Python's semantics (prove)")
    # the prover on take-and-break claims (not encodable: never proved when false)
    octal = [(c, t) for c, t in octal_pool(random.Random(SEED + 99)) if c["kind"] in ("p-rule", "grundy")][:40:5]
    for c, t in octal:
        add(C, ["prove", "claims.toml", "--json", "--bits", "4"], {"claims.toml": claims_toml(c)},
            expect={"verdicts": {c["id"]: "holds" if t else "refuted"}, "prompt": PROMPT},
            note="planted take-and-break claim (prove)")


def main() -> None:
    import argparse

    ap = argparse.ArgumentParser(description="Write the round-3 hostile corpus (deterministic).")
    ap.add_argument("--out", type=Path, default=OUT, help="the JSON file to write [experiments/hostile/corpus3.json]")
    out = ap.parse_args().out
    special_files(random.Random(SEED + 1))
    headings(random.Random(SEED + 2))
    ranges(random.Random(SEED + 3))
    textviews(random.Random(SEED + 4))
    misere(random.Random(SEED + 5))
    outputs(random.Random(SEED + 6))
    certificates(random.Random(SEED + 7))
    emit(random.Random(SEED + 8))
    lemmas(random.Random(SEED + 9))
    planted(random.Random(SEED + 10))
    text = "[\n" + ",\n".join(json.dumps(e, ensure_ascii=False, separators=(",", ":")) for e in ENTRIES) + "\n]\n"
    out.write_text(text, encoding="utf-8")
    by: dict[str, int] = {}
    for e in ENTRIES:
        by[e["class"]] = by.get(e["class"], 0) + 1
    print(f"{len(ENTRIES)} entries ({', '.join(f'{k} {v}' for k, v in by.items())}), {len(text):,} bytes -> {out}")


if __name__ == "__main__":
    main()
