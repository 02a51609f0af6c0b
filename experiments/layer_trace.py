#!/usr/bin/env python3
"""Follow claims through the audit and count the calls that climb back up the layers (issue 27).

    python experiments/layer_trace.py                  # every claim of the audit, one line each
    python experiments/layer_trace.py --ids ID [ID...] # some claims, with their call paths
    python experiments/layer_trace.py --json           # machine-readable

The audit of one claim is what ``gamecheck verify`` does with it: ``check_claim``, then
``result_record`` and ``z3_record`` (the proof, for a claim that opts in). A profiler hook
records every call whose caller and callee are functions of two different ``gamecheck``
modules. Each module has a layer, from ``pyproject.toml``'s import-linter ``layers``
contract (``cli`` on top, ``errors`` at the bottom). A call *climbs* when the callee's layer
is above the caller's: a lower layer running code of a higher one, which the import contract
cannot see. Each climb is one of three kinds:

* ``lookup``: a module-level function of a higher layer that the lower one found by itself (a
  registry it keeps, a table filled from above). This is climbing back up; the goal is none.
* ``method``: a method of an object the caller handed down, through an interface the lower
  layer declares (``lang.env.RuleVariables``: a ruleset's part names; ``domain``: a ruleset's
  options). This is dependency inversion, not a climb in the design's sense; it is counted.
* ``callback``: a function or an iterator the caller handed down (a closure bound in a rule's
  environment, a generator of positions). Also counted, not a goal.

Figures printed per claim: modules visited, cross-module calls, climbs, and re-entries (calls
into a module the path had already left for another module, counted on the path of distinct
call edges, not on every repeated call).
"""
from __future__ import annotations

import argparse
import json
import sys
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
#: code flags of generators and coroutines: their frames resume in whoever iterates them
_ITERATOR_FLAGS = 0x20 | 0x80 | 0x200


def layers() -> list[list[str]]:
    """The import-linter ``layers`` contract: a list of layers, top first, each a list of
    module prefixes."""
    cfg = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    for c in cfg["tool"]["importlinter"]["contracts"]:
        if c["type"] == "layers":
            return [[m.strip() for m in layer.split("|")] for layer in c["layers"]]
    raise SystemExit("no layers contract in pyproject.toml")


def layer_of(module: str, table: list[list[str]]) -> int | None:
    """The index (0 = top) of ``module``'s layer, or None for ``gamecheck`` itself."""
    for i, layer in enumerate(table):
        for prefix in layer:
            if module == prefix or module.startswith(prefix + "."):
                return i
    return None


def trace(run, table: list[list[str]]) -> dict[str, Any]:
    """Run ``run()`` under a profiler hook; return the cross-module calls it made.

    Returns a dict: ``edges`` (distinct ``(caller module, callee module, callee function)``
    in first-call order), ``climbs`` (the edges whose callee layer is above the caller's, each
    with its kind: ``lookup``, ``method`` or ``callback``), ``modules`` (the gamecheck modules
    entered, in order) and ``reentries``.
    """
    edges: dict[tuple[str, str, str], None] = {}

    def hook(frame, event, arg):
        if event != "call":
            return
        callee = frame.f_globals.get("__name__", "")
        if not callee.startswith("gamecheck."):
            return
        back = frame.f_back
        while back is not None and not back.f_globals.get("__name__", "").startswith("gamecheck"):
            back = back.f_back  # through numpy, functools, ... to the gamecheck frame that called
        if back is None:
            return
        caller = back.f_globals["__name__"]
        if caller != callee:
            code = frame.f_code
            if code.co_flags & _ITERATOR_FLAGS or "<locals>" in code.co_qualname:
                how = "callback"
            elif "." in code.co_qualname:
                how = "method"
            else:
                how = "lookup"
            edges.setdefault((caller, callee, code.co_qualname), how)

    sys.setprofile(hook)
    try:
        run()
    finally:
        sys.setprofile(None)
    out = list(edges)
    climbs = []
    for caller, callee, fn in out:
        a, b = layer_of(caller, table), layer_of(callee, table)
        if a is not None and b is not None and b < a:
            climbs.append((caller, callee, fn, edges[(caller, callee, fn)]))
    modules: list[str] = []
    reentries = 0
    for caller, callee, _ in out:
        for m in (caller, callee):
            if m not in modules:
                modules.append(m)
    seen: list[str] = []
    for caller, callee, _ in out:  # the path of distinct edges: entering a module already left
        if callee in seen and seen[-1] != callee:
            reentries += 1
        seen.append(callee)
    return {"edges": out, "climbs": climbs, "modules": modules, "reentries": reentries}


def audit_one(claim, smt2_dir: str | None = None):
    """The audit's work on one claim (``gamecheck verify`` without the pages)."""
    from gamecheck.checker.serial import check_claim
    from gamecheck.verify import result_record, z3_record

    def run():
        r = check_claim(claim, "auto")
        rec = result_record(r.claim, r, None)
        rec["z3"] = z3_record(r.claim, smt2_dir=smt2_dir)
    return run


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ids", nargs="*", help="claim ids (prefixes); default: every claim of the audit")
    ap.add_argument("--json", action="store_true", help="print JSON")
    a = ap.parse_args(argv)
    from gamecheck.catalog import catalogue_claims

    table = layers()
    claims = catalogue_claims()
    if a.ids:
        claims = [c for c in claims if any(c.id.startswith(i) for i in a.ids)]
    rows = []
    for c in claims:
        t = trace(audit_one(c), table)
        rows.append({"id": c.id, "modules": len(t["modules"]), "calls": len(t["edges"]),
                     "climbs": [list(x) for x in t["climbs"]], "reentries": t["reentries"],
                     **({"edges": [list(e) for e in t["edges"]]} if a.ids else {})})
    if a.json:
        print(json.dumps(rows, indent=1))
        return 0
    kinds = ("lookup", "method", "callback")
    for r in rows:
        by = {k: sum(1 for c in r["climbs"] if c[3] == k) for k in kinds}
        print(f"{r['id']}: {r['modules']} modules, {r['calls']} cross-module calls, "
              f"climbs: {by['lookup']} lookup, {by['method']} method, {by['callback']} callback; "
              f"{r['reentries']} re-entries")
        for caller, callee, fn, how in r["climbs"]:
            print(f"    climb ({how}): {caller} -> {callee}.{fn}")
        for caller, callee, fn in r.get("edges", []):
            print(f"    {caller} -> {callee}.{fn}")
    total = {k: sum(1 for r in rows for c in r["climbs"] if c[3] == k) for k in kinds}
    print(f"{len(rows)} claims; climbs by kind (distinct edges summed over claims): "
          + ", ".join(f"{k} {total[k]}" for k in kinds))
    distinct = {k: len({tuple(c[:3]) for r in rows for c in r["climbs"] if c[3] == k}) for k in kinds}
    print("distinct climbing edges: " + ", ".join(f"{k} {distinct[k]}" for k in kinds))
    return 1 if total["lookup"] else 0


if __name__ == "__main__":
    sys.exit(main())
