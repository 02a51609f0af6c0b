"""The lemma fields of a claim are data, never code (issue 36, point 3).

``prove_functions``, ``prove_lemmas`` and ``prove_increasing`` are read by the rule language
with the limits of a rule (length, NUL, nesting, the allow-list, constant parts within the
evaluator's limits), bodies call builtins only (no recursion), and every refusal is one line
naming the claim, the field and the entry, raised when the claim is built: a ClaimError from
Python, exit status 2 and one stderr line from the command line, never a traceback.
"""

from __future__ import annotations

import dataclasses
import subprocess
import sys
import time

import pytest

import gamecheck as gc
from gamecheck.claims import claim_from_dict
from gamecheck.errors import ClaimError, RuleError
from gamecheck.lang.functions import MAX_FUNCTIONS, MAX_LEMMAS, flatten_calls, lemma_variables, parse_functions
from gamecheck.lang.syntax import MAX_SOURCE_LENGTH
from gamecheck.prover.lemmas import check_lemmas

A = "A(k) = (k + isqrt(5 * k * k)) // 2"
BASE = {"id": "lem", "statement": "s", "ruleset": "wythoff", "kind": "p-rule", "bound": 8, "rule": "x1 == x2"}
DEEP = "(" * 10_000 + "k" + ")" * 10_000
BIG = "7" * 100_000
FIVE_MB = "k + " * 1_250_000 + "k"

# (case, extra fields, the field the message names, words it holds)
CASES = [
    ("body nested 10,000 deep", {"prove_functions": ["F(k) = " + DEEP]}, "prove_functions'[0]", "too long"),
    ("body nested 150 deep", {"prove_functions": ["F(k) = " + "(" * 150 + "k" + ")" * 150]},
     "prove_functions'[0]", "too deeply nested"),
    ("body of 150 operators", {"prove_functions": ["F(k) = " + "-" * 150 + "k"]}, "prove_functions'[0]",
     "too deeply nested"),
    ("head nested 150 deep", {"prove_functions": ["F(" + "(" * 150 + "k" + ")" * 150 + ") = k"]},
     "prove_functions'[0]", "too deeply nested"),
    ("head of 10,000 operators", {"prove_functions": ["F(" + "-" * 10_000 + "k) = k"]}, "prove_functions'[0]",
     "too long"),
    ("lemma nested 10,000 deep", {"prove_functions": [A], "prove_lemmas": ["A(k) < " + DEEP]},
     "prove_lemmas'[0]", "too long"),
    ("lemma of 150 nested calls", {"prove_functions": [A], "prove_lemmas": ["A(" * 150 + "k" + ")" * 150 + " > 0"]},
     "prove_lemmas'[0]", "too deeply nested"),
    ("literal of 100,000 digits in a body", {"prove_functions": ["F(k) = k + " + BIG]}, "prove_functions'[0]",
     "too long"),
    ("literal of 100,000 digits in a lemma", {"prove_functions": [A], "prove_lemmas": ["A(k) < " + BIG]},
     "prove_lemmas'[0]", "too long"),
    ("hex literal of 100,000 digits", {"prove_functions": [A], "prove_lemmas": ["A(k) < 0x" + "f" * 100_000]},
     "prove_lemmas'[0]", "too long"),
    ("10**10**10 in a body", {"prove_functions": ["F(k) = k + 10**10**10"]}, "prove_functions'[0]",
     "exponent larger than 4096"),
    ("10**10**10 in a lemma", {"prove_functions": [A], "prove_lemmas": ["A(k) < 10**10**10"]}, "prove_lemmas'[0]",
     "exponent larger than 4096"),
    ("1 << 10**6 in a table lemma", {"prove_functions": [A], "prove_lemmas": [{"lemma": "A(k) < 1 << 10**6"}]},
     "prove_lemmas'[0]", "more than 8192 bits"),
    ("fib(10**6) in a body", {"prove_functions": ["F(k) = k + fib(10**6)"]}, "prove_functions'[0]",
     "fib argument larger"),
    ("a body of 5 MB", {"prove_functions": ["F(k) = " + FIVE_MB]}, "prove_functions'[0]", "too long"),
    ("a lemma of 5 MB", {"prove_functions": [A], "prove_lemmas": ["A(k) < " + FIVE_MB]}, "prove_lemmas'[0]",
     "too long"),
    ("mutual recursion", {"prove_functions": ["F(k) = H(k - 1)", "H(k) = F(k) + 1"]}, "prove_functions'[0]",
     "'F' calls 'H' calls 'F'"),
    ("recursion through three", {"prove_functions": ["F(k) = k", "H(k) = J(k)", "J(k) = K(k)", "K(k) = H(k)"]},
     "prove_functions'[1]", "'H' calls 'J' calls 'K' calls 'H'"),
    ("self recursion", {"prove_functions": ["F(k) = k if k == 0 else F(k - 1)"]}, "prove_functions'[0]",
     "calls itself"),
    ("a body calling another function", {"prove_functions": ["F(k) = H(k)", "H(k) = k"]}, "prove_functions'[0]",
     "calls proof function 'H'"),
    ("a body calling an unknown function", {"prove_functions": ["F(k) = H(k)"]}, "prove_functions'[0]",
     "'H' is not allowed"),
    ("a lemma calling an unknown function", {"prove_functions": [A], "prove_lemmas": ["B(k) > 0"]},
     "prove_lemmas'[0]", "neither a proof function nor a builtin"),
    ("__import__ in a body", {"prove_functions": ["F(k) = __import__('os')"]}, "prove_functions'[0]",
     "'__import__' is not allowed"),
    ("__import__ in a lemma", {"prove_functions": [A], "prove_lemmas": ["__import__('os').system('true') == 0"]},
     "prove_lemmas'[0]", "'__import__'"),
    ("a function named __import__", {"prove_functions": ["__import__(k) = k"]}, "prove_functions'[0]", "'__'"),
    ("attribute access in a body", {"prove_functions": ["F(k) = k.real"]}, "prove_functions'[0]", "attribute"),
    ("attribute access in a lemma", {"prove_functions": [A], "prove_lemmas": ["A(k).bit_length() > 0"]},
     "prove_lemmas'[0]", "attribute"),
    ("lambda in a body", {"prove_functions": ["F(k) = (lambda: k)()"]}, "prove_functions'[0]", "'lambda'"),
    ("lambda in a lemma", {"prove_functions": [A], "prove_lemmas": ["(lambda: 1)() == A(k)"]}, "prove_lemmas'[0]",
     "'lambda'"),
    ("dict comprehension", {"prove_functions": [A], "prove_lemmas": ["{j: j for j in range(3)} == A(k)"]},
     "prove_lemmas'[0]", "dict comprehension"),
    ("a call with a comprehension's variable",
     {"prove_functions": [A], "prove_lemmas": ["all(A(j) >= j for j in range(k))"]}, "prove_lemmas'[0]",
     "comprehension's variable"),
    ("string literal in a body", {"prove_functions": ["F(k) = 'abc'"]}, "prove_functions'[0]", "string constant"),
    ("string literal in a lemma", {"prove_functions": [A], "prove_lemmas": ["A(k) != 'x'"]}, "prove_lemmas'[0]",
     "string constant"),
    ("NUL in a body", {"prove_functions": ["F(k) = k\x00"]}, "prove_functions'[0]", "NUL"),
    ("NUL in a head", {"prove_functions": ["F(k\x00) = k"]}, "prove_functions'[0]", "NUL"),
    ("NUL in a lemma", {"prove_functions": [A], "prove_lemmas": ["A(k) > 0\x00"]}, "prove_lemmas'[0]", "NUL"),
    ("control characters in a lemma", {"prove_functions": [A], "prove_lemmas": ["A(k) >\x1b 0\n+\r"]},
     "prove_lemmas'[0]", "syntax error"),
    ("a number in the functions", {"prove_functions": [A, 3]}, "prove_functions'[1]", "give non-empty text"),
    ("a table in the functions", {"prove_functions": [{"a": 1}]}, "prove_functions'[0]", "give non-empty text"),
    ("a number in the lemmas", {"prove_functions": [A], "prove_lemmas": [3]}, "prove_lemmas'[0]",
     "give non-empty text"),
    ("a table of other keys in the lemmas", {"prove_functions": [A], "prove_lemmas": [{"text": "A(k) > 0"}]},
     "prove_lemmas'[0]", "a lemma is a text or a table"),
    ("a number as a lemma's text", {"prove_functions": [A], "prove_lemmas": [{"lemma": 3}]}, "prove_lemmas'[0]",
     "a lemma is a text or a table"),
    ("a number in increasing", {"prove_functions": [A], "prove_increasing": [3]}, "prove_increasing'[0]",
     "give non-empty text"),
    ("a text of 100,000 lines in increasing", {"prove_functions": [A], "prove_increasing": ["A\n" * 100_000]},
     "prove_increasing'[0]", "not a proof function of one parameter"),
    ("functions not a list", {"prove_functions": "A(k) = k"}, "prove_functions'", "non-empty list"),
    ("too many functions", {"prove_functions": [f"F{i}(k) = k" for i in range(100_000)]}, "prove_functions'",
     f"at most {MAX_FUNCTIONS}"),
    ("too many lemmas", {"prove_functions": [A], "prove_lemmas": ["A(k) >= 0"] * 100_000}, "prove_lemmas'",
     f"at most {MAX_LEMMAS}"),
    ("a lemma of four variables", {"prove_functions": [A], "prove_lemmas": ["A(a) + A(b) + A(c) + A(d) >= 0"]},
     "prove_lemmas'[0]", "at most 3"),
    ("a function used as a value", {"prove_functions": [A], "prove_lemmas": ["A == 0"]}, "prove_lemmas'[0]",
     "as a value"),
    ("a function named like a builtin", {"prove_functions": ["isqrt(k) = k"]}, "prove_functions'[0]", "builtin"),
    ("a function named like a variable", {"prove_functions": ["x1(k) = k"]}, "prove_functions'[0]",
     "a variable the checker supplies"),
    ("a function named like a let", {"prove_functions": [A], "let": {"A": "x1 + 1"}}, "prove_functions'[0]",
     "the name of a let"),
    ("a function named G", {"prove_functions": ["G(k) = k"]}, "prove_functions'[0]", "sequence"),
    ("a function defined twice", {"prove_functions": [A, "A(j) = j"]}, "prove_functions'[1]", "defined twice"),
    ("a parameter named like a builtin", {"prove_functions": ["F(max) = max + 1"]}, "prove_functions'[0]",
     "builtin"),
    ("a lemma too long once its calls are named",
     {"prove_functions": [A], "prove_lemmas": ["*".join(["(" + "+".join(["A(k)"] * 20) + ")"] * 19) + " >= 0"]},
     "prove_lemmas'[0]", "as the prover evaluates it"),
    ("a wrong number of arguments", {"prove_functions": [A], "prove_lemmas": ["A(k, k) > 0"]}, "prove_lemmas'[0]",
     "takes 1 argument"),
    ("a condition of many lines",
     {"prove_functions": [A], "prove_lemmas": [{"lemma": "A(k) >= 0", "for": ["x\n" * 9]}]}, "prove_lemmas'[0]",
     "is not one of"),
]


@pytest.mark.parametrize("case, extra, field, words", CASES, ids=[c[0] for c in CASES])
def test_hostile_lemma_fields_are_one_line_claim_errors_naming_the_field(case, extra, field, words):
    t0 = time.perf_counter()
    with pytest.raises(ClaimError) as exc:
        claim_from_dict(dict(BASE, **extra), origin="claims.toml")
    seconds = time.perf_counter() - t0
    msg = str(exc.value)
    assert "\n" not in msg and "\r" not in msg and len(msg) < 600, msg
    assert msg.startswith("claims.toml: claim 'lem': "), msg
    assert f"field '{field}" in msg, msg
    assert words in msg, msg
    assert seconds < 10, f"{case}: {seconds:.1f} s"


def test_the_python_api_raises_the_same_claim_error():
    with pytest.raises(ClaimError, match=r"field 'prove_functions'\[0\] .*calls itself"):
        gc.Claim(kind="p-rule", ruleset="wythoff", rule="x1 == x2", prove_functions=["F(k) = F(k)"])
    claim = gc.Claim(kind="p-rule", ruleset="wythoff", rule="x1 == x2", prove_functions=[A])
    with pytest.raises(ClaimError, match=r"field 'prove_lemmas'\[0\] .*exponent"):
        dataclasses.replace(claim, prove_lemmas=["A(k) < 10**10**10"])


def test_the_prover_s_own_readers_apply_the_limits():
    fns = parse_functions([A])
    for text in ("A(k) < " + DEEP, "A(k) < " + "-" * 150 + "k", "__import__('os') == A(k)", "A(k) < " + BIG):
        with pytest.raises(RuleError) as exc:
            lemma_variables(text, fns)
        assert "\n" not in str(exc.value)
        with pytest.raises(RuleError):
            flatten_calls(text, fns)
    with pytest.raises(RuleError, match="too long"):
        parse_functions(["F(k) = " + "k + " * MAX_SOURCE_LENGTH + "k"])


def test_a_lemma_variable_named_like_a_flattened_call_is_not_overwritten():
    # the lemma is false (fcall0 is any value); the names standing for the calls while the lemma is
    # evaluated must not take the place of the lemma's own variable
    fns = parse_functions([A])
    calls, final = flatten_calls("A(k) == fcall0", fns)
    assert [c[0] for c in calls] == ["fcall_0"] and final == "fcall_0 == fcall0"
    [chk] = check_lemmas(["A(k) == fcall0"], [], fns, 3)
    assert not chk.holds and chk.counterexample is not None


def test_the_catalogue_lemma_claim_still_loads_and_proves():
    from gamecheck.catalog import catalogue_claims
    from gamecheck.prover.prove import prove_claim

    claim = next(c for c in catalogue_claims(["core"]) if c.id == "core.wythoff-z3")
    assert claim.prove_functions and claim.prove_lemmas and claim.prove_increasing
    res = prove_claim(claim, bits=3)
    assert res.verdict == "proved", res.reason
    assert all(lem.holds for lem in res.lemmas)


def _toml_claim(path, lines: str) -> None:
    path.write_text('[[claim]]\nid = "lem"\nstatement = "s"\nruleset = "wythoff"\nkind = "p-rule"\nbound = 8\n'
                    'rule = "x1 == x2"\n' + lines, encoding="utf-8")


@pytest.mark.parametrize("lines, words", [
    ('prove_functions = ["F(k) = H(k)", "H(k) = F(k) + 1"]\n', "'F' calls 'H' calls 'F'"),
    ('prove_functions = ["A(k) = k"]\nprove_lemmas = ["A(k) < ' + "(" * 10_000 + "k" + ")" * 10_000 + '"]\n',
     "too long"),
], ids=["mutual recursion", "a lemma nested 10,000 deep"])
def test_the_command_line_exits_2_with_one_line(tmp_path, lines, words):
    path = tmp_path / "claims.toml"
    _toml_claim(path, lines)
    proc = subprocess.run([sys.executable, "-m", "gamecheck", "prove", str(path)], capture_output=True, text=True,
                          timeout=120, cwd=tmp_path)
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr and "Traceback" not in proc.stdout
    err = proc.stderr.strip().splitlines()
    assert len(err) == 1 and "claim 'lem'" in err[0] and "field 'prove_" in err[0] and words in err[0], proc.stderr


def test_a_function_with_an_unused_parameter_is_never_abstracted_into_a_call():
    """Round-3 corpus (lemma-033): ``F(a, b) = a % 4`` matched ``n % 4`` but had nothing to pass
    for ``b`` (a KeyError, an internal error); the subtree is now left as it is."""
    import ast

    from gamecheck.lang.functions import abstract_tree

    fns = parse_functions(["F(a, b) = a % 4", "H(a) = a % 4"])
    out = ast.unparse(abstract_tree(ast.parse("n % 4 == 0", mode="eval"), {"F": fns["F"]}))
    assert out == "n % 4 == 0"
    # a function using all of its parameters is still abstracted, beside the other one
    out = ast.unparse(abstract_tree(ast.parse("n % 4 == 0", mode="eval"), fns))
    assert out == "H(n) == 0"
