"""Saved sequences and label files are read and written safely, and saved values are verified
before use (issue 24).

Independent references: the Grundy values of octal games by a plain mex recursion over the
game's options written here from the definition of an octal code (digit d_k: bit 1 -- take
the whole heap of k, bit 2 -- take k and leave one heap, bit 4 -- leave two, bit 8 -- leave
three; Winning Ways ch. 4), and the first heap whose value breaks the mex rule computed by the
same recursion over the tampered values.  Malformed archives are built here with ``zipfile``.
"""

from __future__ import annotations

import errno
import io
import json
import os
import resource
import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

import gamecheck as gc
from gamecheck.atomic import atomic_open, check_target
from gamecheck.cli import main
from gamecheck.engine.labelfile import load_labels, save_labels
from gamecheck.errors import ResourceLimitError, SequenceTooLarge, UsageError, ValuesMismatchError
from gamecheck.explore.savefile import SEQUENCE_FORMAT, load_sequence, save_sequence, verification_of
from gamecheck.games.subtraction import SubtractionGame
from gamecheck.games.takebreak import parse_octal


# -- an independent reference: the mex rule over the options of an octal code -------------------

def octal_digits(code: str) -> list[int]:
    head, tail = code.split(".")
    return [int(head or "0", 16)] + [int(c, 16) for c in tail]


def option_values(digits: list[int], v, n: int) -> set[int]:
    """The values of the options of a heap of ``n``: nim-sums of the heaps a move leaves,
    read from ``v`` (heaps below ``n``)."""
    out: set[int] = set()
    for k, d in enumerate(digits):
        if k > n or not d:
            continue
        m = n - k
        if d & 1 and m == 0:
            out.add(0)
        if d & 2 and 1 <= m < n:
            out.add(int(v[m]))
        if d & 4:
            for a in range(1, m // 2 + 1):
                if a < n and m - a < n:
                    out.add(int(v[a]) ^ int(v[m - a]))
        if d & 8:
            for a in range(1, m // 3 + 1):
                for b in range(a, (m - a) // 2 + 1):
                    c = m - a - b
                    if c >= b:
                        out.add(int(v[a]) ^ int(v[b]) ^ int(v[c]))
    return out


def mex(s: set[int]) -> int:
    m = 0
    while m in s:
        m += 1
    return m


def naive_octal(code: str, n: int) -> list[int]:
    digits = octal_digits(code)
    g: list[int] = []
    for h in range(n + 1):
        g.append(mex(option_values(digits, g, h)))
    return g


def first_break(code: str, v) -> int | None:
    """The first heap whose value is not the mex of its options' values (read from ``v``)."""
    digits = octal_digits(code)
    for h in range(len(v)):
        if int(v[h]) != mex(option_values(digits, v, h)):
            return h
    return None


def naive_subtraction(S, n: int) -> list[int]:
    g: list[int] = []
    for h in range(n + 1):
        g.append(mex({g[h - s] for s in S if s <= h}))
    return g


def one_line(text: str) -> bool:
    return len(text.strip().splitlines()) == 1


def run(*args, env=None):
    return CliRunner().invoke(main, list(args), env=env)


KAYLES = naive_octal("0.77", 500)


@pytest.fixture
def kayles_file(tmp_path):
    f = tmp_path / "k.npz"
    save_sequence(f, parse_octal("0.77"), np.array(KAYLES))
    return f


# -- tampered values are refused, naming the first heap that breaks the mex rule ----------------

def _tampered(tmp_path, code, values, name="t.npz", game=None):
    f = tmp_path / name
    save_sequence(f, game or parse_octal(code), np.asarray(values))  # correct metadata, values as given
    return f


@pytest.mark.parametrize("case", ["zeros", "middle", "past-period", "other-game", "last"])
def test_tampered_values_are_refused_naming_the_first_bad_heap(tmp_path, case):
    v = list(KAYLES)
    if case == "zeros":
        v = [0] * len(v)
    elif case == "middle":
        v[250] ^= 1
    elif case == "past-period":  # Kayles is periodic (12) from 71; heap 400 is deep in the period
        v[400] = v[400] + 3
    elif case == "other-game":  # Dawson's chess values under Kayles' metadata
        v = naive_octal("0.137", 500)
    elif case == "last":
        v[-1] ^= 2
    want = first_break("0.77", v)
    assert want is not None
    f = _tampered(tmp_path, "0.77", v)
    with pytest.raises(ValuesMismatchError) as e:
        load_sequence(f, parse_octal("0.77"))
    msg = str(e.value)
    assert one_line(msg) and str(f) in msg and "corrupt or not this game's values" in msg
    assert f"heap {want:,} has the value {v[want]:,}" in msg
    assert e.value.n == want and e.value.given == v[want]
    assert e.value.expected == mex(option_values(octal_digits("0.77"), v, want))
    # through the command line: exit 2, one line
    r = run("explore", "octal", "0.77", "--n", "600", "--load", str(f), "--no-report")
    assert r.exit_code == 2 and one_line(r.output) and f"heap {want:,}" in r.output, r.output


def test_a_long_tampered_sequence_is_refused_by_the_sparse_verifier(tmp_path):
    code, n = "0.166", 40_000
    v = np.array(gc.explore.octal(code, n=n).values, dtype=np.uint16)
    assert first_break(code, v[:600]) is None  # the engine agrees with the recursion where it is cheap
    w = v.copy()
    w[33_333] ^= 1
    f = _tampered(tmp_path, code, w)
    with pytest.raises(ValuesMismatchError, match="heap 33,333 has the value"):
        load_sequence(f, parse_octal(code))


def test_tampered_values_of_other_games_are_refused_too(tmp_path):
    # a finite subtraction game (checked by computing again) ...
    g = SubtractionGame((1, 3, 4))
    v = naive_subtraction((1, 3, 4), 300)
    v[123] = 3 if v[123] != 3 else 0
    f = _tampered(tmp_path, None, v, game=g)
    with pytest.raises(ValuesMismatchError, match="heap 123 has the value"):
        load_sequence(f, g)
    # ... and a hexadecimal code whose moves leave three heaps (0.8: take one, leave three)
    w = naive_octal("0.8", 60)
    want = 41
    w[want] += 1
    assert first_break("0.8", w) == want
    f = _tampered(tmp_path, "0.8", w, name="h.npz")
    with pytest.raises(ValuesMismatchError, match=f"heap {want} has the value"):
        load_sequence(f, parse_octal("0.8"))


def test_start_given_in_python_is_verified_too():
    v = np.array(KAYLES, dtype=np.int64)
    v[77] += 1
    with pytest.raises(ValuesMismatchError, match="heap 77 has the value"):
        gc.explore.explore("octal", "0.77", n=600, start=v, check=False)


def test_a_genuine_round_trip_continues_exactly(tmp_path, monkeypatch):
    f = tmp_path / "k.npz"
    r = run("explore", "octal", "0.77", "--n", "300", "--save", str(f), "--no-report", "--no-check")
    assert r.exit_code == 0, r.output
    r = run("explore", "octal", "0.77", "--n", "500", "--load", str(f), "--no-report", "--no-check", "--json")
    assert r.exit_code == 0, r.output
    d = json.loads(r.output[r.output.index("{"):])
    assert d["values"] == KAYLES
    assert d["loaded"]["verified"] and d["loaded"]["values"] == 301 and "verify" in d["seconds"]
    assert any("continued from 301 saved values" in n and "mex rule" in n for n in d["notes"])
    # a long one, through the sparse-space engine: equal to a fresh computation
    g = tmp_path / "s.npz"
    e = gc.explore.explore("octal", "0.166", n=20_000, check=False)
    save_sequence(g, parse_octal("0.166"), e.values)
    start = load_sequence(g, parse_octal("0.166"))
    assert start.dtype == np.uint16 and not start.flags.writeable
    assert verification_of(start, parse_octal("0.166"))["verified"]
    assert verification_of(start, parse_octal("0.77")) is None and verification_of(start.copy(), parse_octal("0.166")) is None
    # the array load_sequence returned is not verified a second time
    from gamecheck.explore import savefile

    calls = []
    monkeypatch.setattr(savefile, "first_bad_heap", lambda *a, **k: calls.append(1) or (None, None, "x"))
    cont = gc.explore.explore("octal", "0.166", n=50_000, start=start, check=False)
    assert not calls
    fresh = gc.explore.octal("0.166", n=50_000).values
    assert np.array_equal(np.asarray(cont.values), np.asarray(fresh))
    assert cont.loaded["values"] == 20_001
    # big-endian values (valid .npy) are read too
    h = tmp_path / "be.npz"
    meta = {"format": SEQUENCE_FORMAT, "game": parse_octal("0.77").to_json(), "n": 500}
    np.savez(h, values=np.array(KAYLES, dtype=">u2"), meta=np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8))
    assert load_sequence(h, parse_octal("0.77")).tolist() == KAYLES


# -- malformed files: one line each, nothing unpickled, nothing large allocated ----------------

def _npy(arr_or_header: np.ndarray | bytes) -> bytes:
    if isinstance(arr_or_header, bytes):
        return arr_or_header
    buf = io.BytesIO()
    np.lib.format.write_array(buf, arr_or_header, allow_pickle=True)
    return buf.getvalue()


def _meta(n: int = 500, **over) -> np.ndarray:
    meta = {"format": SEQUENCE_FORMAT, "game": parse_octal("0.77").to_json(), "n": n, **over}
    return np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8)


def _zip(path: Path, members: dict[str, bytes], method=zipfile.ZIP_DEFLATED) -> Path:
    with zipfile.ZipFile(path, "w", method) as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return path


def _header(shape, dtype="<u2") -> bytes:
    """A .npy header alone (version 1.0) claiming ``shape`` values of ``dtype``."""
    buf = io.BytesIO()
    np.lib.format.write_array_header_1_0(buf, {"descr": dtype, "fortran_order": False, "shape": shape})
    return buf.getvalue()  # the magic string, then the header


def _bomb(path: Path, count: int) -> Path:
    """A genuine decompression bomb: ``count`` zero uint16 values, deflated (about 1/1000 the size)."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as zf:
        with zf.open("values.npy", "w", force_zip64=True) as fh:
            fh.write(_header((count,)))
            chunk = bytes(1 << 20)
            left = 2 * count
            while left:
                fh.write(chunk[: min(left, len(chunk))])
                left -= min(left, len(chunk))
        zf.writestr("meta.npy", _npy(_meta(count - 1)))
    return path


def _malformed(tmp_path: Path) -> dict[str, Path]:
    good = tmp_path / "good.npz"
    save_sequence(good, parse_octal("0.77"), np.array(KAYLES))
    raw = good.read_bytes()
    vals = np.array(KAYLES, dtype=np.uint16)
    f: dict[str, Path] = {}
    f["truncated"] = tmp_path / "trunc.npz"
    f["truncated"].write_bytes(raw[: len(raw) // 2])
    f["corrupt"] = tmp_path / "corrupt.npz"
    bad = bytearray(raw)
    for i in range(60, 90):  # inside the first member's compressed data
        bad[i] ^= 0x5A
    f["corrupt"].write_bytes(bytes(bad))
    f["not-zip"] = tmp_path / "text.npz"
    f["not-zip"].write_text("hello\n" * 100)
    f["empty"] = tmp_path / "empty.npz"
    f["empty"].write_bytes(b"")
    f["npy"] = tmp_path / "plain.npz"
    np.save(f["npy"].with_suffix(".npy"), vals)
    f["npy"].write_bytes(f["npy"].with_suffix(".npy").read_bytes())
    f["meta-list"] = _zip(tmp_path / "ml.npz", {"values.npy": _npy(vals), "meta.npy": _npy(
        np.frombuffer(b"[1, 2, 3]", dtype=np.uint8))})
    f["meta-deep"] = _zip(tmp_path / "md.npz", {"values.npy": _npy(vals), "meta.npy": _npy(
        np.frombuffer(b"[" * 30000 + b"]" * 30000, dtype=np.uint8))})
    f["meta-not-json"] = _zip(tmp_path / "mj.npz", {"values.npy": _npy(vals), "meta.npy": _npy(
        np.frombuffer(b"\xff\xfe{", dtype=np.uint8))})
    f["meta-n"] = _zip(tmp_path / "mn.npz", {"values.npy": _npy(vals), "meta.npy": _npy(_meta(n=10**9))})
    f["meta-n-type"] = _zip(tmp_path / "mt.npz", {"values.npy": _npy(vals), "meta.npy": _npy(_meta(n="500"))})
    f["meta-game"] = _zip(tmp_path / "mg.npz", {"values.npy": _npy(vals), "meta.npy": _npy(_meta(game=[1, 2]))})
    f["meta-format"] = _zip(tmp_path / "mf.npz", {"values.npy": _npy(vals), "meta.npy": _npy(_meta(format="x"))})
    f["meta-int16"] = _zip(tmp_path / "mi.npz", {"values.npy": _npy(vals), "meta.npy": _npy(np.zeros(4, np.uint16))})
    f["object"] = _zip(tmp_path / "obj.npz", {"values.npy": _npy(np.array([0, 1, 2, None], dtype=object)),
                                             "meta.npy": _npy(_meta(3))})
    f["float"] = _zip(tmp_path / "flt.npz", {"values.npy": _npy(vals.astype(np.float64)), "meta.npy": _npy(_meta())})
    neg = vals.astype(np.int64)
    neg[9] = -1
    f["negative"] = _zip(tmp_path / "neg.npz", {"values.npy": _npy(neg), "meta.npy": _npy(_meta())})
    f["2-d"] = _zip(tmp_path / "2d.npz", {"values.npy": _npy(np.zeros((2, 3), np.uint16)), "meta.npy": _npy(_meta(5))})
    f["missing"] = _zip(tmp_path / "miss.npz", {"values.npy": _npy(vals)})
    f["extra"] = _zip(tmp_path / "extra.npz", {"values.npy": _npy(vals), "meta.npy": _npy(_meta()),
                                               "evil.pkl": b"cos\nsystem\n"})
    f["many"] = _zip(tmp_path / "many.npz", {f"m{i}.npy": b"" for i in range(100)})
    f["lying-header"] = _zip(tmp_path / "lie.npz", {"values.npy": _header((10**12,)) + bytes(64),
                                                    "meta.npy": _npy(_meta(10**12 - 1))})
    f["short-header"] = _zip(tmp_path / "short.npz", {"values.npy": b"\x93NUMPY\x01", "meta.npy": _npy(_meta())})
    f["bzip2"] = _zip(tmp_path / "bz.npz", {"values.npy": _npy(vals), "meta.npy": _npy(_meta())}, zipfile.ZIP_BZIP2)
    f["folder"] = tmp_path / "adir.npz"
    f["folder"].mkdir()
    f["device"] = Path("/dev/zero")
    f["missing-file"] = tmp_path / "nope.npz"
    return f


EXPECTED = {
    "truncated": "zip", "corrupt": "corrupt", "not-zip": "zip", "empty": "zip", "npy": "zip",
    "meta-list": "a JSON list, not an object", "meta-deep": "not JSON", "meta-not-json": "not JSON",
    "meta-n": "n = 1000000000", "meta-n-type": "n = '500'", "meta-game": "no game", "meta-format": "format 'x'",
    "meta-int16": "uint16", "object": "Python objects", "float": "float64", "negative": "heap 9 has the value -1",
    "2-d": "shape (2, 3)", "missing": "'meta.npy' is missing", "extra": "unexpected member 'evil.pkl'",
    "many": "100 members", "lying-header": "1,000,000,000,000 values", "short-header": "header",
    "bzip2": None, "folder": "a folder", "device": "character device", "missing-file": "no such file",
}


def test_every_malformed_file_is_named_in_one_line(tmp_path):
    files = _malformed(tmp_path)
    assert set(files) == set(EXPECTED)
    for kind, f in files.items():
        if kind == "bzip2":  # another compression, still a valid archive of genuine values: read
            assert load_sequence(f, parse_octal("0.77")).tolist() == KAYLES
            continue
        with pytest.raises(UsageError) as e:
            load_sequence(f, parse_octal("0.77"))
        msg = str(e.value)
        assert one_line(msg) and str(f) in msg and EXPECTED[kind] in msg, (kind, msg)
        assert e.value.exit_code == 2, (kind, msg)


def test_malformed_files_through_the_command_line(tmp_path):
    files = _malformed(tmp_path)
    for kind in ("truncated", "meta-list", "object", "lying-header", "device"):
        r = run("explore", "octal", "0.77", "--load", str(files[kind]), "--no-report", "--json")
        assert r.exit_code == 2 and "internal error" not in r.output, (kind, r.output)
        doc = next(line for line in r.output.splitlines() if line.startswith("{"))
        assert json.loads(doc)["exit_status"] == 2


def test_a_decompression_bomb_is_refused_before_it_is_decompressed(tmp_path, monkeypatch):
    bomb = _bomb(tmp_path / "bomb.npz", 64 << 20)  # 128 MiB of zeros in about 0.1 MiB
    assert bomb.stat().st_size < 1 << 20
    monkeypatch.setenv("GAMECHECK_MEMORY_LIMIT", str(64 << 20))  # 32 MiB allowed
    allocated = []
    real_empty = np.empty
    monkeypatch.setattr(np, "empty", lambda shape, *a, **k: allocated.append(shape) or real_empty(shape, *a, **k))
    with pytest.raises(SequenceTooLarge) as e:
        load_sequence(bomb, parse_octal("0.77"))
    assert one_line(str(e.value)) and str(bomb) in str(e.value) and "GiB" in str(e.value)
    assert isinstance(e.value, UsageError) and e.value.exit_code == 3
    assert not any(np.prod(s) > 1 << 20 for s in allocated)
    r = run("explore", "octal", "0.77", "--load", str(bomb), "--no-report", env={"GAMECHECK_MEMORY_LIMIT": str(64 << 20)})
    assert r.exit_code == 3 and one_line(r.output), r.output


_CHILD = textwrap.dedent("""
    import resource, sys
    from gamecheck.errors import GamecheckError
    from gamecheck.explore.savefile import load_sequence
    from gamecheck.engine.labelfile import load_labels
    from gamecheck.games.takebreak import parse_octal
    vm = int(next(l for l in open("/proc/self/status") if l.startswith("VmSize")).split()[1]) * 1024
    resource.setrlimit(resource.RLIMIT_AS, (vm + (96 << 20), vm + (96 << 20)))
    for f in sys.argv[1:]:
        try:
            (load_labels(f) if "label" in f else load_sequence(f, parse_octal("0.77")))
            print("read", f)
        except GamecheckError as exc:
            print("refused", exc.exit_code, f)
        except MemoryError:
            print("memory", f)
""")


def test_bombs_and_lying_headers_do_not_allocate(tmp_path):
    """Under an address-space limit of 96 MiB above the process's size, a bomb of 512 MiB of
    zeros (0.5 MiB on disk; 256 MiB allowed) and headers claiming 10^12 and 10^11 values are
    refused -- with their exit status, not a MemoryError: nothing was decompressed or allocated."""
    bomb = _bomb(tmp_path / "bomb.npz", 256 << 20)
    lie = _zip(tmp_path / "lie.npz", {"values.npy": _header((10**12,)) + bytes(64), "meta.npy": _npy(_meta(10**12 - 1))})
    # a labels file whose bounds claim a huge box, and one whose positions header lies
    lab = _zip(tmp_path / "label-lie.npz", {**{f"{k}.npy": _header((10**11,), "<i8") for k in
                                               ("outcome", "misere", "grundy", "remoteness", "misere_remoteness")},
                                            "bounds.npy": _npy(np.array([9])), "meta.npy": _npy(_meta())})
    r = subprocess.run([sys.executable, "-c", _CHILD, str(bomb), str(lie), str(lab)], capture_output=True, text=True,
                       timeout=120, env=dict(os.environ, GAMECHECK_MEMORY_LIMIT=str(512 << 20)))
    lines = r.stdout.split("\n")
    assert f"refused 3 {bomb}" in lines, r.stdout + r.stderr
    assert f"refused 2 {lie}" in lines and f"refused 2 {lab}" in lines, r.stdout + r.stderr


# -- writing: nothing beside a device, over a folder, or under a loop ------------------------------

def _listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


@pytest.mark.parametrize("target", ["", "loop", "loop/x.npz", "/dev/full", "/dev/null", "adir", "adir/",
                                    "missing/x.npz", "fifo", "dangling"])
def test_bad_save_targets_are_refused_and_nothing_is_written(tmp_path, monkeypatch, target):
    monkeypatch.chdir(tmp_path)
    os.symlink("loop", "loop")
    os.symlink("nowhere.npz", "dangling")
    os.mkdir("adir")
    os.mkfifo("fifo")
    before = _listing(tmp_path)
    for call in (lambda: save_sequence(target, parse_octal("0.77"), np.array(KAYLES)),
                 lambda: save_labels(target, gc.label(gc.game("nim", heaps=2), 3).game.ruleset,
                                     *_some_labels(), make_parents=False)):
        with pytest.raises(UsageError) as e:
            call()
        assert one_line(str(e.value)) and e.value.exit_code == 2, str(e.value)
    assert _listing(tmp_path) == before and _listing(tmp_path / "adir") == []
    assert not Path("/dev/full.npz").exists() and not Path("/dev/null.npz").exists()
    assert not list(Path("/dev").glob(".full*.tmp")) and not list(Path("/dev").glob(".null*.tmp"))


def _some_labels():
    lab = gc.label(gc.game("nim", heaps=2), 3)
    return lab.domain, lab.raw


def test_bad_targets_through_the_command_line(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    os.symlink("loop", "loop")
    for target in ("", "loop/s.npz", "/dev/full", "nowhere/s.npz"):
        r = run("explore", "octal", "0.77", "--n", "100", "--save", target, "--no-report")
        assert r.exit_code == 2 and one_line(r.output) and "internal error" not in r.output, (target, r.output)
        r = run("label", "nim", "--heaps", "2", "--bound", "3", "--out", target)
        assert r.exit_code == 2 and one_line(r.output) and "internal error" not in r.output, (target, r.output)
    assert _listing(tmp_path) == ["loop"] and not Path("/dev/full.npz").exists()


def test_atomic_open_refuses_non_regular_targets_and_always_removes_its_temporary_file(tmp_path, monkeypatch):
    os.symlink(tmp_path / "loop", tmp_path / "loop")
    os.mkfifo(tmp_path / "fifo")
    for target, says in [(tmp_path / "fifo", "FIFO"), ("/dev/null", "character device"), (tmp_path, "folder"),
                         (tmp_path / "loop", "symlink loop"), (tmp_path / "loop" / "x", "symlink loop"), ("", "empty")]:
        with pytest.raises(UsageError, match=says) as e:
            with atomic_open(target, "w") as fh:
                fh.write("x")
        assert one_line(str(e.value))
    # a symlink to a regular file is a fine target
    (tmp_path / "real.txt").write_text("old")
    os.symlink(tmp_path / "real.txt", tmp_path / "link.txt")
    assert check_target(tmp_path / "link.txt") == tmp_path / "link.txt"
    # failures at every step leave no temporary file: in the block, at the rename, a full disk
    target = tmp_path / "out.txt"
    with pytest.raises(ValueError):
        with atomic_open(target, "w") as fh:
            fh.write("half")
            raise ValueError("boom")
    monkeypatch.setattr(os, "replace", lambda a, b: (_ for _ in ()).throw(OSError(errno.EACCES, "denied")))
    with pytest.raises(UsageError, match="denied"):
        with atomic_open(target, "w") as fh:
            fh.write("x")
    monkeypatch.setattr(os, "replace", lambda a, b: (_ for _ in ()).throw(OSError(errno.ENOSPC, "No space left")))
    with pytest.raises(ResourceLimitError, match="No space"):
        with atomic_open(target, "w") as fh:
            fh.write("x")
    assert not list(tmp_path.glob("*.tmp")) and not list(tmp_path.glob(".*.tmp")) and not target.exists()


# -- label files: read as safely -------------------------------------------------------------------

def test_label_files_are_read_safely(tmp_path):
    f = tmp_path / "nim.npz"
    r = run("label", "nim", "--heaps", "2", "--bound", "7", "--out", str(f))
    assert r.exit_code == 0, r.output
    lf = load_labels(f)
    assert lf.label_of((5, 5))["outcome"] == 0 and lf.label_of((3, 6))["grundy"] == 3 ^ 6
    with np.load(f) as z:
        good = {k: z[k] for k in z.files}

    def variant(name, **over):
        arrays = {**good, **over}
        arrays = {k: v for k, v in arrays.items() if v is not None}
        return _zip(tmp_path / f"{name}.npz", {f"{k}.npy": _npy(v) for k, v in arrays.items()})

    cases = {
        "meta-list": (variant("ml", meta=np.frombuffer(b"[]", np.uint8)), "a JSON list"),
        "object": (variant("ob", grundy=np.array([None] * 64, dtype=object)), "never unpickled"),
        "float": (variant("fl", outcome=good["outcome"].astype(float)), "float64"),
        "lengths": (variant("ln", misere=good["misere"][:10]), "different lengths"),
        "codes": (variant("cd", outcome=good["outcome"] + 5), "codes outside"),
        "box": (variant("bx", bounds=np.array([7, 8])), "a box of 72 positions"),
        "missing": (variant("ms", remoteness=None), "'remoteness.npy' is missing"),
        "lying-header": (_zip(tmp_path / "lh.npz", {**{f"{k}.npy": _npy(v) for k, v in good.items()},
                                                    "outcome.npy": _header((10**12,), "|i1")}),
                         "1,000,000,000,000 values"),
        "truncated": (tmp_path / "tr.npz", "zip"),
        "device": (Path("/dev/zero"), "character device"),
    }
    cases["truncated"][0].write_bytes(f.read_bytes()[:200])
    stairs = tmp_path / "stairs.npz"
    assert run("label", "staircase", "-p", "stairs=3", "--bound", "4", "--out", str(stairs)).exit_code == 0
    with np.load(stairs) as z:
        sgood = {k: z[k] for k in z.files}
    shuffled = dict(sgood, positions=sgood["positions"][::-1].copy())
    cases["unsorted"] = (_zip(tmp_path / "us.npz", {f"{k}.npy": _npy(v) for k, v in shuffled.items()}), "rank")
    for kind, (path, says) in cases.items():
        with pytest.raises(UsageError) as e:
            load_labels(path)
        assert one_line(str(e.value)) and str(path) in str(e.value) and says in str(e.value), (kind, str(e.value))
    assert load_labels(stairs).domain.size == len(sgood["outcome"])
