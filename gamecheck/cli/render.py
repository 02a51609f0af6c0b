"""Rendering for the command line: the text tables and lines each command prints from the
records the public API returns (``--json`` prints the records' own JSON instead).

Every text that comes from the user or a file (vertex names, move descriptions, ids, specs,
notes, reasons) goes through :func:`text`: Rich markup in it is escaped (a vertex called
``[/x]`` or ``[bold]`` is printed as written), and control characters and ANSI escape
sequences are shown as escapes (``\\x1b``), so a file cannot restyle or rewrite the terminal.
Emoji codes (``:x:``) are not replaced.
"""

from __future__ import annotations

from typing import Any, Sequence

from rich.console import Console, ConsoleDimensions
from rich.markup import escape as _escape
from rich.table import Table

from gamecheck.errors import counted, printable
from gamecheck.flags import to_cli

__all__ = ["console", "err_console", "print_solution", "print_genus", "print_quotient", "gamma_text", "print_results", "print_exploration", "print_proofs",
           "print_labels", "text", "GENUS_ROWS", "print_document_check", "print_rulesets", "print_claim_errors",
           "PIPED_WIDTH", "TerminalConsole"]

#: the width of the output when it does not go to a terminal (a pipe, a file): wide enough that no
#: line is wrapped -- a reader or a program gets each sentence and each table row on one line
PIPED_WIDTH = 10_000


class TerminalConsole(Console):
    """A Rich console that wraps its lines only on a terminal, to the terminal's width. When its
    stream is not a terminal (a pipe, a file, a test's capture) Rich would wrap at 80 columns,
    cutting sentences and table rows in two; this one is :data:`PIPED_WIDTH` wide there, so a
    line is as long as its text and a table as wide as its rows."""

    @property
    def size(self) -> ConsoleDimensions:
        if self._width is None and not self.is_terminal:
            return ConsoleDimensions(PIPED_WIDTH, 25)
        return super().size

    @size.setter
    def size(self, new_size: tuple[int, int]) -> None:
        Console.size.fset(self, new_size)  # type: ignore[attr-defined]


console = TerminalConsole(highlight=False, emoji=False)
err_console = TerminalConsole(stderr=True, highlight=False, emoji=False)
#: the most rows of a genus table printed (``--json`` gives every heap)
GENUS_ROWS = 200


def text(value: Any) -> str:
    """User or file text made safe to print with Rich: control characters (ANSI escapes
    included) shown as escapes, then Rich markup escaped."""
    return _escape(printable(str(value)))


escape = text  # every escape in this module also neutralises control characters


def print_solution(doc: dict[str, Any]) -> None:
    """``gamecheck solve``: outcome, remoteness, Grundy value, what the ruleset's theory says
    (Nim's binary columns with Bouton's rule), the summands of a sum, the options' Grundy
    values of a one-heap game and the winning moves -- rendered from the public JSON document
    (``Solution.to_json()``), the same record ``--json`` prints."""
    misere = doc["play"] == "misere"
    normal, mis = doc["normal"], doc["misere"]
    graph = "vertices" in doc

    def fmtp(entry: dict[str, Any] | None = None) -> str:
        if graph:  # tokens on a graph: positions are shown by vertex names
            names = doc["vertices"] if entry is None else entry["vertices"]
            return "(" + ", ".join(text(v) for v in names) + ")"
        return "(" + ", ".join(map(str, doc["position"] if entry is None else entry["position"])) + ")"

    outcome, rem, wins = doc["outcome"], doc["remoteness"], doc["winning_moves"]
    meaning = {"P": "the player to move loses", "N": "the player to move wins", "D": "a draw"}[outcome]
    console.print(f"[bold]{escape(doc['ruleset'])}[/] position [bold]{fmtp()}[/], {'misère' if misere else 'normal'} play")
    console.print(f"  outcome:      [bold]{outcome}[/] ({meaning}{', misère play' if misere else ''})")
    method = doc["method"]
    sprague = method in ("sprague-grundy", "misere-quotient")
    if method == "misere-quotient":
        console.print("  remoteness:   not computed (solved from the misère quotient; use --method enumeration)")
        q = doc["quotient"]
        console.print(f"  quotient element: [bold]{escape(q['element'])}[/] (misère quotient of order {q['order']}, "
                      f"P-portion {q['p_portion']}: {escape(q['presentation'])})")
    elif sprague:
        console.print("  remoteness:   not computed (solved by the Sprague-Grundy theorem; use --method enumeration)")
    else:
        console.print(f"  remoteness:   {rem if rem is not None else 'infinite (draw)'}")
    # the Grundy value is a normal-play figure: under misère play it is shown only labelled as such
    grundy = normal["grundy"]
    g_text = grundy if grundy is not None else "undefined (loopy)"
    if misere:
        mg = doc.get("misere_grundy")
        console.print(f"  misère Grundy value: {mg if mg is not None else 'not computed'}"
                      + (" (0 exactly at misère P-positions)" if mg is not None else ""))
        genus = doc.get("genus") or []
        if genus:
            shown = ", ".join(f"heap {g['heap']}: {text(g['genus'])}" for g in genus[:12])
            console.print(f"  genus of each heap (Conway): {shown}{' ...' if len(genus) > 12 else ''}")
        console.print(f"  Grundy value of normal play (not a misère figure): {g_text}")
    else:
        console.print(f"  Grundy value: {g_text}")
        if doc.get("gamma") is not None:
            console.print(f"  gamma-value:  {gamma_text(doc['gamma'])} (Smith's generalised Sprague-Grundy value)")
    cols = normal.get("nim_columns") or doc.get("nim_columns")
    summands = doc.get("summands") or []
    if cols:
        t = Table(title="binary columns" + (" (the nim-sum, a normal-play figure)" if misere else ""), show_edge=False)
        t.add_column("")
        t.add_column("value", justify="right")
        t.add_column("binary", justify="right")
        for heap, value, bits in cols["rows"]:
            t.add_row(f"heap {heap}", str(value), bits)
        t.add_row("[bold]nim-sum[/]", f"[bold]{cols['nim_sum']}[/]", f"[bold]{cols['nim_sum_bits']}[/]")
        t.add_row("1s per column", "", "".join(str(n % 10) for n in cols["column_sums"]))
        console.print(t)
    elif graph and len(doc["vertices"]) > 1 and not misere:
        t = Table(title="tokens and their gamma-values", show_edge=False)
        t.add_column("token")
        t.add_column("vertex")
        t.add_column("gamma-value", justify="right")
        for i, (v, entry) in enumerate(zip(doc["vertices"][:24], summands)):
            t.add_row(str(i + 1), escape(v), gamma_text(entry.get("gamma")))
        if len(doc["vertices"]) > 24:
            t.add_row(f"... {counted(len(doc['vertices']) - 24, 'more token')}", "", "")
        t.add_row("[bold]sum[/]", "", f"[bold]{gamma_text(doc['gamma'])}[/]")
        console.print(t)
    elif sprague and summands:
        t = Table(title="summands (Sprague-Grundy: the nim-sum decides)", show_edge=False)
        t.add_column("summand")
        t.add_column("heap", justify="right")
        t.add_column("Grundy value", justify="right")
        for entry in summands[:24]:
            g, gamma = entry.get("grundy"), entry.get("gamma")
            shown_g = str(g) if g is not None else gamma_text(gamma) if gamma is not None else "undefined"
            t.add_row(escape(entry["summand"]), "" if entry.get("heap") is None else str(entry["heap"]), shown_g)
        if len(summands) > 24:
            t.add_row(f"... {counted(len(summands) - 24, 'more summand')}", "", "")
        gamma = normal.get("gamma")
        total = grundy if grundy is not None else gamma_text(gamma) if gamma is not None else "undefined"
        t.add_row("[bold]nim-sum[/]" if grundy is not None else "[bold]sum (gamma)[/]", "", f"[bold]{total}[/]")
        console.print(t)
    elif grundy is not None and normal.get("option_grundy"):
        og = normal["option_grundy"]
        vals = ", ".join(f"{text(o['move'])} -> g={o['grundy']}" for o in og[:12])
        label = "options' Grundy values (normal play)" if misere else "options' Grundy values"
        console.print(f"  {label}: {vals}{' ...' if len(og) > 12 else ''}")
    if doc.get("rule"):
        console.print(f"  {escape(doc['rule'])}")
    count = doc["winning_move_count"]
    play = " (misère play)" if misere else ""
    if count is None:  # the scan for them stopped at its cap: the notes say how far it went
        console.print(f"  winning moves{play} ({len(wins)} found, not all looked for; see the notes):" if wins
                      else f"  winning moves{play}: none found among the options looked at (see the notes)")
    else:
        shown = f"{count}" if count == len(wins) else f"{count}; the first {len(wins)} shown"
        console.print(f"  winning moves{play} ({shown}):" if wins else f"  winning moves{play}: none")
    for mv in wins:
        console.print(f"    {escape(mv['move']):<28} -> {fmtp(mv)}")
    other = (normal if misere else mis)["outcome"]
    if other is None:
        other = "not computed (misère sums are not decided by Grundy values)"
    if sprague or misere:
        for note in doc.get("notes", []):
            console.print(f"  [dim]{escape(to_cli(note))}[/]")
        console.print(f"  ({'normal' if misere else 'misère'} play: {other}"
                      + (f"; {doc['positions_examined']:,} positions examined)" if not sprague else ")"))
    else:
        console.print(f"  ({'normal' if misere else 'misère'} play: {other}; "
                      f"{doc['positions_examined']:,} positions examined)")


def gamma_text(g: Any) -> str:
    """A gamma-value in JSON form as text: ``3`` or ``∞(0,2)``."""
    if isinstance(g, dict):
        return "∞(" + ",".join(map(str, g.get("options", []))) + ")"
    return str(g)


def _is_error(r: Any) -> bool:
    """A claim that could not be checked or proved as written (verdict ``error``)."""
    return r is not None and r.verdict == "error"


def _one_line(value: Any) -> str:
    return " ".join(str(value).split())


def _source(r: Any) -> str:
    c = r.claim
    return "" if c is None else f"{c.document}: {c.section}".strip(": ")


def print_results(results, title: str, proofs: Sequence[Any] | None = None) -> None:
    """``gamecheck check``: a table of the verdicts, then each witness or reason on its own line,
    each proof (``--prove``) on its own line, and the counts. A claim that could not be checked as
    written shows ``error`` and the field at fault (its message is one line on stderr:
    :func:`print_claim_errors`)."""
    t = Table(title=escape(title))
    t.add_column("claim", overflow="fold")
    t.add_column("source", overflow="fold")
    t.add_column("verdict")
    t.add_column("expected")
    t.add_column("bound", overflow="fold")
    t.add_column("s", justify="right")
    if proofs is not None:
        t.add_column("proof")
    colours = {"holds": "green", "refuted": "red", "inconclusive": "yellow", "holds (vacuous)": "magenta",
               "error": "bold red", "proved": "green"}
    for i, r in enumerate(results):
        row = []
        if _is_error(r):
            row = [escape(r.id), escape(_source(r)), "[bold red]error[/]", r.expected or "—",
                   escape(f"field '{r.field}'" if r.field else "—"), f"{r.seconds:.2f}"]
        else:
            c = r.claim
            mark = "" if r.as_expected else " [bold red]![/]"
            row = [escape(c.id), escape(_source(r)), f"[{colours.get(r.verdict, 'magenta')}]{r.verdict}[/]{mark}",
                   c.expected, escape(r.bound or f"{r.positions_checked:,} positions"), f"{r.seconds:.2f}"]
        if proofs is not None:
            p = proofs[i] if i < len(proofs) else None
            row.append("—" if p is None else f"[{colours.get(p.verdict, 'magenta')}]{p.verdict}[/]")
        t.add_row(*row)
    console.print(t)
    for r in results:
        if _is_error(r):
            continue  # its message is on stderr
        if r.witness is not None:
            w = r.witness
            console.print(f"[bold]{escape(r.claim.id)}[/] {r.verdict} at ({', '.join(map(str, w.position))}): "
                          + escape(f"claimed {w.claimed}, true {w.true}. {w.reason}"), soft_wrap=True)
        elif r.verdict == "inconclusive":
            console.print(f"[bold]{escape(r.claim.id)}[/] inconclusive: " + escape(r.reason), soft_wrap=True)
        elif r.verdict == "holds (vacuous)":
            console.print(f"[bold]{escape(r.claim.id)}[/] holds only vacuously: " + escape(getattr(r, "vacuous", "") or r.reason), soft_wrap=True)
    for r, p in zip(results, proofs or []):
        if p is not None and not _is_error(p):
            console.print(_proof_line(p), soft_wrap=True)
    errors = [r for r in results if _is_error(r)]
    checked = [r for r in results if not _is_error(r)]
    bad = [r for r in checked if not r.as_expected]
    vacuous = sum(r.verdict == "holds (vacuous)" for r in checked)
    proved = sum(r.verdict == "proved" for r in checked)
    console.print(f"{counted(len(results), 'claim')}: "
                  + (f"{proved} proved for every n (a periodicity theorem), " if proved else "")
                  + f"{sum(r.verdict == 'holds' for r in checked)} hold"
                  + (f" (of which {defs} by definition: they hold for every game)" if (defs := sum(
                      r.verdict == "holds" and bool(getattr(r, "definition", "")) for r in checked)) else "") + ", "
                  + (f"{vacuous} hold vacuously (they test nothing), " if vacuous else "")
                  + f"{sum(r.verdict == 'refuted' for r in checked)} refuted, "
                  f"{sum(r.verdict == 'inconclusive' for r in checked)} inconclusive"
                  + (f", {len(errors)} could not be checked as written (error)" if errors else "")
                  + f"; {len(bad)} {'differs' if len(bad) == 1 else 'differ'} from the expected verdict.")


def _proof_line(p: Any) -> str:
    """One line on one claim's proof: what was proved, or why it was not (one line)."""
    who = f"[bold]{escape(p.claim.id)}[/]"
    if p.verdict == "proved":
        return f"{who} proved: " + escape(_one_line(p.domain))
    if p.witness is not None:
        return f"{who} refuted by the prover at ({', '.join(map(str, p.witness.position))}): " + escape(
            _one_line(p.witness.reason))
    return f"{who} not proved ({p.verdict}): " + escape(_one_line(p.reason or "no reason was recorded"))


def print_claim_errors(results: Sequence[Any]) -> None:
    """Each claim that could not be checked (or proved) as written: one line on stderr, its
    message (which names the file, the claim and the field; shown with the command line's flags,
    ``to_cli``)."""
    for r in results:
        if _is_error(r):
            err_console.print("[bold red]error:[/] " + escape(_one_line(to_cli(r.message))), soft_wrap=True)


def print_exploration(e, page: str | None) -> None:
    per = e.periodicity
    console.print(f"[bold]{escape(e.subject)}[/]: {escape(e.domain)}")
    if e.values is not None:
        shown = e.values[:60]
        console.print("g(0..): " + " ".join(map(str, shown)) + (" …" if len(e.values) > len(shown) else ""))
    ps = e.p_positions[:20]
    console.print(f"P-positions{' (misère play)' if e.play == 'misere' else ''} ({e.p_count:,}): " + ", ".join("(" + ", ".join(map(str, q)) + ")" for q in ps)
                  + (" …" if e.p_count > len(ps) else ""))
    if per is not None:
        console.print(f"period: [bold]{escape(per.status())}[/]")
        console.print(f"  {escape(per.certificate)}", soft_wrap=True)
    if not e.candidates:
        console.print("candidate rules: none of the searched families fits all the data")
    else:
        shortened = False
        t = Table(title="candidate rules (consistent with all the data, simplest first)")
        for col in ("#", "kind", "rule", "family", "checker", "prover"):
            t.add_column(col)
        for i, c in enumerate(e.candidates, 1):
            def v(d):
                if not d:
                    return "-"
                if d.get("positions"):
                    where = f"{d['positions']:,} positions"
                elif d.get("bits"):
                    where = f"< 2^{d['bits']}"
                elif d.get("bound"):
                    where = str(d["bound"])
                else:
                    where = d.get("method") or ""
                return f"{d.get('verdict')} ({where})" if where else str(d.get("verdict"))
            rule = c.rule + (f"  where {c.where}" if getattr(c, "where", None) else "")
            if len(rule) > 70:
                rule = rule[:69] + "…"
                shortened = True
            t.add_row(str(i), c.kind, escape(rule), c.family, escape(v(c.check)), escape(v(c.prove)))
        console.print(t)
        if shortened:
            console.print("(long rules are cut short here; the report page and --json give them whole)")
        for i, c in enumerate(e.candidates, 1):
            console.print(f"  {i}. {escape(c.description)}", soft_wrap=True)
    for note in e.notes:
        console.print(f"note: {escape(to_cli(note))}", soft_wrap=True)
    if page:
        console.print(f"report: {escape(page)}")


def print_proofs(results: Sequence[Any]) -> None:
    """``gamecheck prove``: a table of verdicts, then each witness, reason (one line: why a claim
    was not proved) or error and the SMT-LIB files."""
    t = Table(title="proofs (two solvers per condition)")
    for col in ("claim", "verdict", "expected", "domain", "method", "s"):
        t.add_column(col, overflow="fold")
    colours = {"proved": "green", "refuted": "red", "inconclusive": "yellow"}
    for r in results:
        if _is_error(r):
            t.add_row(escape(r.id), "[bold red]error[/]", r.expected or "—",
                      escape(f"field '{r.field}'" if r.field else "—"), "", f"{r.seconds:.2f}")
            continue
        mark = "" if r.as_expected else " [bold red]![/]"
        t.add_row(escape(r.claim.id), f"[{colours.get(r.verdict, 'magenta')}]{r.verdict}[/]{mark}", r.claim.expected,
                  escape(r.domain), escape(r.method), f"{r.seconds:.2f}")
    console.print(t)
    for r in results:
        if _is_error(r):
            continue  # its message is on stderr (print_claim_errors)
        if r.witness is not None:
            w = r.witness
            console.print(f"[bold]{escape(r.claim.id)}[/] refuted at ({', '.join(map(str, w.position))}): "
                          + escape(_one_line(w.reason)), soft_wrap=True)
        elif r.reason:
            console.print(f"[bold]{escape(r.claim.id)}[/] {r.verdict}: " + escape(_one_line(r.reason)), soft_wrap=True)
        for q in r.queries:
            said = ", ".join(f"{a.solver} {a.status}" for a in q.solvers)
            where = f" -> {escape(q.smt2)}" if q.smt2 else ""
            console.print(f"  {escape(q.name)}: {q.status} ({escape(said)}; {q.seconds:.2f} s){where}", soft_wrap=True)
        for lem in r.lemmas:
            where = f"for every value below 2^{lem.bound_bits}" if lem.bound_bits else "for every natural number"
            state = ((f"proved {where} (" + " + ".join(a.solver for a in lem.solvers) + ")" if lem.proved else
                      f"holds at all {lem.values:,} values" if lem.variables else "holds (evaluated)") if lem.holds else
                     f"fails at {lem.counterexample}" if lem.counterexample and not lem.reason else f"not checked: {lem.reason}")
            console.print(f"  lemma {escape(lem.statement)}: {escape(state)}", soft_wrap=True)


def print_labels(data: dict[str, Any], seconds: float, peak: int, need: int, out_path: str | None) -> None:
    """``gamecheck label``: the domain, the outcome counts of both plays, time and memory."""
    used = data["engine"]
    t = Table(title=f"labels of {escape(data['ruleset'])}", show_header=False)
    t.add_row("domain", escape(data["domain"]))
    t.add_row("positions", f"{data['positions']:,}")
    t.add_row("engine", used)
    every = len(data["labels"]) > 1
    if not every:
        t.add_row("computed", f"{data['labels'][0]} only (--only)")
    for play in ("normal", "misere"):
        c = data[play]
        if c is not None:
            t.add_row(f"{'misère' if play == 'misere' else 'normal'} play",
                      f"P {c['P']:,} · N {c['N']:,} · D {c['D']:,}")
    if data["max_grundy"] is not None or every:
        t.add_row("largest Grundy value (normal play)", str(data["max_grundy"]))
    if every:
        t.add_row("largest remoteness, normal play", str(data["max_remoteness"]))
        t.add_row("largest remoteness, misère play", str(data["max_misere_remoteness"]))
    t.add_row("time", f"{seconds:.2f} s")
    t.add_row("peak memory", f"{peak / 2**20:,.0f} MiB (estimate {need / 2**20:,.0f} MiB)")
    if out_path:
        t.add_row("saved", escape(out_path))
    console.print(t)


def print_genus(table: Any) -> None:
    """``gamecheck explore --misere``: the genus of each heap, with the misère outcome and
    whether the heap has a nim-heap's genus."""
    data = table.to_json()
    t = Table(title=f"{escape(data['game'])}: misère play, the genus of each heap", show_edge=False)
    t.add_column("heap", justify="right")
    t.add_column("genus")
    t.add_column("Grundy (normal play)", justify="right")
    t.add_column("misère Grundy", justify="right")
    t.add_column("misère outcome")
    t.add_column("genus of a nim-heap")
    for row in data["heaps"][:GENUS_ROWS]:
        t.add_row(str(row["heap"]), row["genus"], str(row["grundy"]), str(row["misere_grundy"]),
                  row["misere_outcome"], "yes" if row["nim_like"] else "[yellow]no[/]")
    console.print(t)
    if len(data["heaps"]) > GENUS_ROWS:
        console.print(f"  ... {len(data['heaps']) - GENUS_ROWS:,} more heaps (the first {GENUS_ROWS} are shown; --json "
                      "gives every heap)")
    odd = [str(r["heap"]) for r in data["heaps"] if not r["nim_like"]]
    console.print(f"  genus g^(l0 l1 ...): g the normal-play Grundy value, lk the misère Grundy value of the heap "
                  f"plus k nim-heaps of size 2 (k < {data['terms']}); the last two digits shown repeat.")
    console.print("  heaps whose genus is not a nim-heap's (misère play is not misère Nim there): "
                  + (", ".join(odd[:30]) + (" ..." if len(odd) > 30 else "") if odd else "none"))


#: the most heaps whose elements ``explore --quotient`` prints (``--json`` gives every heap)
QUOTIENT_ROWS = 120


def print_quotient(q: Any) -> None:
    """``gamecheck explore GAME --misere --quotient``: the misère quotient's presentation,
    order, P-portion, tameness, period and the element of each heap."""
    data = q.to_json()
    d = data["quotient"]
    t = Table(title=f"{escape(data['game'])}: misère quotient of the sums of heaps 0..{d['max_heap']}",
              show_edge=False, show_header=False)
    t.add_column("", style="bold")
    t.add_column("")
    t.add_row("presentation", escape(d["presentation"]))
    t.add_row("generators", escape(", ".join(f"{g['name']} = heap {g['heap']}" for g in d["generators"])))
    t.add_row("order", f"{d['order']:,}")
    t.add_row("P-portion", f"{d['p_portion']}: " + escape(", ".join(d["p_elements"][:40])
                                                     + (" ..." if d["p_portion"] > 40 else "")))
    t.add_row("tame", "yes (isomorphic to a quotient of misère Nim)" if d["tame"] else "no (wild)")
    t.add_row("period", escape(q.status()))
    t.add_row("", escape(d["certificate"]))
    if d["changes"]:
        t.add_row("new generators at heaps", ", ".join(map(str, d["changes"])))
    if d["stopped"]:
        t.add_row("stopped", f"[yellow]{escape(d['stopped'])}[/]: the quotient of the heaps done so far")
    t.add_row("time", f"{data['seconds']:.2f} s")
    console.print(t)
    els = d["elements"][:QUOTIENT_ROWS]
    width = max(len(e) for e in els)
    per_line = max(1, (console.width - 4) // (width + 8))
    console.print("  element of each heap:")
    for i in range(0, len(els), per_line):
        console.print("    " + "  ".join(f"{h:>4}: {escape(e):<{width}}" for h, e in enumerate(els[i:i + per_line], i)))
    if len(d["elements"]) > QUOTIENT_ROWS:
        console.print(f"    ... {len(d['elements']) - QUOTIENT_ROWS:,} more heaps (--json gives every heap)")


def _ranges_text(ranges, most: int = 8) -> str:
    parts = [f"{a}" if a == b else f"{a}-{b}" for a, b in ranges[:most]]
    return ", ".join(parts) + (f" and {counted(len(ranges) - most, 'more range')}" if len(ranges) > most else "")


def _lines(r) -> str:
    return f"line {r[0]}" if r[0] == r[1] else f"lines {r[0]}-{r[1]}"


def print_document_check(doc, coverage: dict[str, Any] | None = None) -> None:
    """The text's side of ``check --document`` and ``prove --document``: coverage (with
    ``coverage``, the record of ``gc.document_coverage``: how many lines were proved), a changed
    text, errors."""
    c = doc.coverage
    pct = c.percent
    proved = (coverage or {}).get("proved")
    console.print(f"[bold]{escape(doc.file)}[/] ({escape(doc.title)}): {c.lines:,} lines to read: "
                  f"[green]{c.cited:,} cited ({pct(c.cited)}%)[/]"
                  + (f" ([green]{proved:,} proved[/])" if proved is not None else "")
                  + f", {c.explained:,} explained ({pct(c.explained)}%), "
                  f"[{'yellow' if c.unread else 'green'}]{c.unread:,} unread ({pct(c.unread)}%)[/]", soft_wrap=True)
    if c.unread:
        console.print(f"  unread: lines {_ranges_text(c.unread_ranges)}", soft_wrap=True)
    if doc.status == "changed":
        console.print("[bold red]the text changed[/] since the claims were written (its SHA-256 differs)", soft_wrap=True)
        for m in doc.moved[:10]:
            console.print(f"  claim {escape(m['claim'])}: {_lines(m['was'])} now {_lines(m['now'])} (unchanged, moved)",
                          soft_wrap=True)
        for m in doc.changed[:10]:
            console.print(f"  claim {escape(m['claim'])}: {_lines(m['was'])}: {'line' if len(m['lines']) == 1 else 'lines'} "
                          f"{_ranges_text([[i, i] for i in m['lines']])} changed or removed", soft_wrap=True)
        if not doc.moved and not doc.changed:
            console.print("  no cited line moved or changed" if doc.line_claims else "  (no line is cited yet)",
                          soft_wrap=True)
    for e in doc.errors:
        console.print(f"[bold red]error:[/] {escape(e)}", soft_wrap=True)
    if doc.stale_unread:
        console.print(f"  note: lines {_ranges_text(doc.stale_unread)} are listed as unread in \\[document] but are "
                      "cited or explained; take them out of the list", soft_wrap=True)


def print_rulesets(items: Sequence[dict[str, Any]]) -> None:
    """``gamecheck rulesets``: name, aliases, parameters and description of each ruleset (their
    texts are escaped: a description that says "a [game] table" is printed as written)."""
    t = Table(title="rulesets")
    t.add_column("name")
    t.add_column("aliases")
    t.add_column("parameters")
    t.add_column("description")
    for it in items:
        t.add_row(text(it["name"]), text(", ".join(it["aliases"])),
                  text("; ".join(f"{k}: {v}" for k, v in it["params"].items())), text(it["summary"]))
    console.print(t)
    console.print(text("Sums: a spec like 'sum(nim, subtraction(set=[1,3,6]))' (one heap per component unless "
                       "heaps=K)."))
