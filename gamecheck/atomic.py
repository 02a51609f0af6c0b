"""Atomic file writes, and safe reading of the ``.npz`` files gamecheck writes.

A file is written to a temporary file in the same folder and then renamed over
the target with ``os.replace`` (atomic on POSIX and Windows), so a reader never
sees a half-written file and an interrupted run leaves the old file (or none),
never a truncated one.  Folders are created as needed (``make_parents``); files get
the usual permissions (``0o666`` less the umask).

One rule for every output path (:func:`check_target`): the target must be a regular
file, a symlink to one, or not exist yet, in a folder that exists (or is created) and
can be resolved.  A device (``/dev/full``, ``/dev/null``), a FIFO, a socket, a folder, a
dangling symlink or a symlink loop is refused with one line (:class:`UsageError`, exit
2), before anything is written beside it.

:func:`read_npz` reads a numpy ``.npz`` archive without trusting it: nothing is
unpickled, every member's declared size and its ``.npy`` header (shape, dtype) are read
and checked before any data is decompressed, and the total is held to half the available
memory the caller allows.
"""

from __future__ import annotations

import contextlib
import errno
import math
import os
import select
import stat
import struct
import tempfile
import time
import zipfile
import zlib
from pathlib import Path
from typing import IO, Any, Callable, Iterator, Mapping

from gamecheck.errors import GamecheckError, ResourceLimitError, UsageError, printable

__all__ = ["atomic_open", "atomic_write_bytes", "atomic_write_text", "check_target", "npz_target", "read_npz",
           "stat_input", "NpzMember", "shown_path", "read_user_file", "READ_SECONDS", "check_name_lengths"]


def shown_path(path: Any) -> str:
    """A path as it may appear in a one-line message (control characters escaped, at most 300
    characters; an empty name as ``''``)."""
    text = printable(os.fsdecode(path) if isinstance(path, (str, bytes, os.PathLike)) else repr(path))[:300]
    return text or "''"




def _why(p: Path, exc: OSError) -> str:
    """Why a path cannot be written or read, in words (a file where a folder is needed is named)."""
    for parent in p.parents:
        try:
            if parent.exists() and not parent.is_dir():
                return f"'{shown_path(parent)}' is a file, not a folder"
        except OSError:  # pragma: no cover - exists() swallows the usual errors
            break
    if exc.errno == errno.ELOOP:
        return "the path cannot be resolved (a symlink loop)"
    return exc.strerror or str(exc)


def _kind(mode: int) -> str:
    """What a file that is not a regular file is, in words."""
    if stat.S_ISDIR(mode):
        return "a folder, not a file"
    if stat.S_ISCHR(mode):
        return "a character device, not a regular file"
    if stat.S_ISBLK(mode):
        return "a block device, not a regular file"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe), not a regular file"
    if stat.S_ISSOCK(mode):
        return "a socket, not a regular file"
    return "not a regular file"


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def check_name_lengths(path: str | os.PathLike[str], what: str) -> None:
    """Refuse a path the file system cannot name: a part longer than the folder-entry limit
    (``NAME_MAX``, 255 bytes on Linux) or a whole path longer than ``PATH_MAX`` (4,096 bytes).
    Checked before any ``stat``, which would fail with ``ENAMETOOLONG``.

    Args:
        path: the path (``str`` or ``os.PathLike``).
        what: how the message names it, e.g. ``"--state DIR"``.

    Raises:
        UsageError: (exit 2) one line giving the length found and the limit.
    """
    raw = os.fsencode(path)
    try:
        name_max = os.pathconf(".", "PC_NAME_MAX")
    except (OSError, ValueError):  # pragma: no cover - platforms without pathconf
        name_max = 255
    for part in raw.split(b"/"):
        if len(part) > name_max:
            raise UsageError(f"{what}: the name '{shown_path(part)[:60]}...' is {len(part):,} bytes long; a file or "
                             f"folder name may have at most {name_max} bytes")
    if len(raw) >= 4096:
        raise UsageError(f"{what}: the path is {len(raw):,} bytes long; at most 4,095 bytes are allowed")


def check_target(path: str | os.PathLike[str], make_parents: bool = True, what: str | None = None) -> Path:
    """Check that ``path`` may be written (atomically, by :func:`atomic_open`); nothing is
    written or created.

    The target may be a regular file, a symlink to one, or a name that does not exist yet.
    Its folder must exist and be a folder (``make_parents``: or be creatable -- no file in
    the way), and resolve (no symlink loop).

    Args:
        path: the file to be written (``str`` or ``os.PathLike``).
        make_parents: missing folders will be created (reports); ``False`` for a path the
            user named (``--out``, ``--save``), where a missing folder is more likely a typo.
        what: how the message names the path, e.g. ``"--save out.npz"`` (default ``"cannot
            write 'PATH'"``).

    Returns:
        ``Path(path)``.

    Raises:
        UsageError: (exit 2, one line naming the path) an empty name, a name ending in
            ``/``, a target that exists and is a folder, a device, a FIFO or a socket, a
            dangling symlink or a symlink loop, a missing folder (without ``make_parents``),
            a folder that is a file or cannot be resolved.
    """
    if not isinstance(path, (str, os.PathLike)):
        raise UsageError(f"{what or 'path'}: {shown_path(path)} is not a file name; give a path (str)")
    text = os.fspath(path)
    if not isinstance(text, str):
        text = os.fsdecode(text)
    head = what or f"cannot write '{shown_path(text)}'"
    if text == "":
        raise UsageError(f"{head}: the file name is empty; give a file name")
    if "\x00" in text:
        raise UsageError(f"{head}: a file name cannot contain a NUL character")
    if text.endswith(("/", os.sep)):
        raise UsageError(f"{head}: the name ends with '/', so it names a folder; give a file name")
    check_name_lengths(text, head)
    p = Path(text)
    parent = p.parent
    # the folder first: a loop or a file in the way makes the target's own stat fail too
    try:
        st = os.stat(parent)
    except FileNotFoundError:
        if not make_parents:
            raise UsageError(f"{head}: the folder '{shown_path(parent)}' does not exist") from None
        for anc in parent.parents:  # a file in the way of the folders to create?
            try:
                ast = os.stat(anc)
            except FileNotFoundError:
                continue
            except OSError as exc:
                raise UsageError(f"{head}: the folder '{shown_path(anc)}' cannot be used: {_why(anc, exc)}") from None
            if not stat.S_ISDIR(ast.st_mode):
                raise UsageError(f"{head}: '{shown_path(anc)}' is a file, not a folder") from None
            break
    except NotADirectoryError as exc:
        raise UsageError(f"{head}: {_why(p, exc)}") from None
    except OSError as exc:
        raise UsageError(f"{head}: the folder '{shown_path(parent)}' cannot be used: {_why(parent, exc)}") from None
    else:
        if not stat.S_ISDIR(st.st_mode):
            raise UsageError(f"{head}: '{shown_path(parent)}' is a file, not a folder")
    # then the target: it follows symlinks (a symlink to a regular file is fine)
    try:
        st = os.stat(p)
    except FileNotFoundError:
        if os.path.islink(p):
            raise UsageError(f"{head}: it is a symlink to a missing file ('{shown_path(os.readlink(p))}'); "
                             "remove it or name another file") from None
        return p
    except NotADirectoryError as exc:
        raise UsageError(f"{head}: {_why(p, exc)}") from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise UsageError(f"{head}: it cannot be resolved (a symlink loop)") from None
        raise UsageError(f"{head}: {_why(p, exc)}") from None
    if stat.S_ISDIR(st.st_mode):
        raise UsageError(f"{head}: it is a folder, not a file")
    if not stat.S_ISREG(st.st_mode):
        raise UsageError(f"{head}: it is {_kind(st.st_mode)}; give the name of a regular file")
    return p


@contextlib.contextmanager
def atomic_open(path: str | os.PathLike[str], mode: str = "wb", make_parents: bool = True) -> Iterator[IO]:
    """Open a temporary file next to ``path`` for writing; on a clean exit of the
    ``with`` block it replaces ``path``, on an exception it is removed.

    Args:
        path: the file to (re)write: a regular file, a symlink to one, or a new name
            (see :func:`check_target`).
        mode: ``"wb"`` or ``"w"`` (text is UTF-8).
        make_parents: create missing folders (reports do); ``False`` for a path the
            user named (``--out``), where a missing folder is more likely a typo.

    Yields:
        the open file object.

    Raises:
        UsageError: (exit 2) when the file cannot be written (a missing or read-only
            folder, a path under a file, a target that is a folder, a device, a FIFO or a
            symlink loop -- see :func:`check_target`), naming the path; ResourceLimitError
            (exit 3) when the disk is full. The temporary file is removed whatever fails,
            and on an interrupt (the exception is re-raised).
    """
    if mode not in ("w", "wb"):
        raise ValueError(f"mode {mode!r} is not allowed; use 'w' or 'wb'")
    p = check_target(path, make_parents)
    try:
        if make_parents:
            p.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"cannot write '{shown_path(path)}': {_why(p, exc)}") from None
    tmp: str | None = None
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=p.parent)
        with os.fdopen(fd, mode, **({"encoding": "utf-8", "newline": "\n"} if mode == "w" else {})) as fh:
            yield fh
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, p)
        tmp = None
    except BaseException as exc:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass
        if isinstance(exc, OSError):
            full = exc.errno in (errno.ENOSPC, errno.EDQUOT)  # a full disk is a resource limit (exit 3)
            raise (ResourceLimitError if full else UsageError)(
                f"cannot write '{shown_path(path)}': {_why(p, exc)}") from None
        raise


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, make_parents: bool = True) -> Path:
    """Write ``data`` to ``path`` atomically (see :func:`atomic_open`); returns ``Path(path)``."""
    with atomic_open(path, "wb", make_parents) as fh:
        fh.write(data)
    return Path(path)


def atomic_write_text(path: str | os.PathLike[str], text: str, make_parents: bool = True) -> Path:
    """Write ``text`` as UTF-8 with ``\\n`` line ends, atomically; returns ``Path(path)``."""
    return atomic_write_bytes(path, text.encode("utf-8"), make_parents)


# -- reading .npz archives safely ------------------------------------------------------------------


class NpzMember:
    """What :func:`read_npz` accepts for one member (``NAME.npy`` in the archive).

    Args:
        kinds: the allowed dtype kinds (``"iu"``: signed or unsigned integers).
        ndim: the number of dimensions required.
        required: whether the archive must hold it.
        max_bytes: a cap on its data, bytes (``None``: only the memory cap).
    """

    def __init__(self, kinds: str = "iu", ndim: int = 1, required: bool = True, max_bytes: int | None = None):
        self.kinds, self.ndim, self.required, self.max_bytes = kinds, ndim, required, max_bytes


#: an archive holds at most this many members (its central directory is read before anything else)
_MAX_MEMBERS = 64
#: the largest .npy header read (numpy's own default)
_MAX_HEADER = 10_000
#: data is decompressed this many bytes at a time, straight into the array
_CHUNK = 1 << 20


def _member_count(fh: IO[bytes], size: int) -> int | None:
    """The member count of a zip archive's end-of-central-directory record (``None``: no
    record, or a ZIP64 count), read from the last 64 KiB before ``zipfile`` builds its list."""
    tail = min(size, (1 << 16) + 22)
    fh.seek(size - tail)
    data = fh.read(tail)
    at = data.rfind(b"PK\x05\x06")
    if at < 0 or at + 22 > len(data):
        return None
    count = struct.unpack("<H", data[at + 10: at + 12])[0]
    fh.seek(0)
    return None if count == 0xFFFF else count


def npz_target(path: str | os.PathLike[str], what: str) -> Path:
    """The ``.npz`` file written for the name ``path`` (``.npz`` appended when missing),
    checked before any work is done (``explore --save``, ``label --out``).

    The name given is checked first, so a device (``/dev/full``) is refused as it is and never
    gets ``.npz`` appended; then the name with ``.npz`` (:func:`check_target`: a regular file,
    a symlink to one, or a new name, in a folder that exists).

    Args:
        path: the name given.
        what: how messages name it, e.g. ``"--save s.npz"``.

    Returns:
        the path to write.

    Raises:
        UsageError: (exit 2, one line) an empty name, a folder, a device, a FIFO, a symlink
            loop, a missing folder.
    """
    p = check_target(path, make_parents=False, what=what)
    if p.suffix != ".npz":
        p = check_target(p.with_name(p.name + ".npz"), make_parents=False, what=what + " (as .npz)")
    return p


def read_npz(path: str | os.PathLike[str], members: Mapping[str, NpzMember], *, what: str, budget: int,
             overhead: Callable[[dict[str, tuple[Any, tuple[int, ...]]]], int] | None = None,
             too_large: type[GamecheckError] = ResourceLimitError) -> dict[str, Any]:
    """Read the arrays of a numpy ``.npz`` archive without trusting it.

    Nothing is unpickled (object arrays are refused), and before any data is decompressed:
    the archive's member count (at most 64), the members' names (exactly ``NAME.npy`` for
    the names of ``members``, required ones present, no others), each member's declared
    uncompressed size (``zipfile.ZipInfo.file_size``) and its ``.npy`` header (format 1.0 or
    2.0: dtype kind and size, shape) are read and checked against each other, and the total
    (plus ``overhead``) against ``budget``.  The data is then decompressed in 1 MiB chunks
    straight into the arrays; ``zipfile`` stops at the declared size and checks the CRC.

    Args:
        path: the archive.
        members: the arrays expected, by name (without ``.npy``).
        what: how messages name the file, e.g. ``"--load s.npz"``.
        budget: the most bytes the arrays (and ``overhead``) may take, e.g. half the
            available memory (:func:`gamecheck.domain.available_memory`).
        overhead: given ``{name: (dtype, shape)}`` of the members present, the bytes the
            caller will need besides the arrays (counted against ``budget``).
        too_large: the error raised when they would not fit (a
            :class:`~gamecheck.errors.ResourceLimitError`, exit 3; e.g.
            :class:`~gamecheck.errors.SequenceTooLarge`, which is also a UsageError).

    Returns:
        ``{name: array}`` in native byte order (members absent and not required are left out).

    Raises:
        UsageError: (exit 2, one line naming the file) a missing or unreadable file, a
            folder or device, not a zip archive, a truncated or corrupt one, a member missing
            or unexpected, a header that does not parse or disagrees with the member's size,
            a dtype or shape not allowed.
        ``too_large``: (exit 3) the arrays would not fit in ``budget`` -- checked on the
            declared sizes, so a decompression bomb is refused before it is read.
    """
    import numpy as np
    from numpy.lib import format as npformat

    if not isinstance(path, (str, os.PathLike)) or os.fspath(path) in ("", b""):
        raise UsageError(f"{what}: {shown_path(path)} is not a file name; give the path of a .npz file")
    st = stat_input(path, what)
    if not stat.S_ISREG(st.st_mode):
        raise UsageError(f"{what}: it is {_kind(st.st_mode)}; give a .npz file")

    def corrupt(why: str) -> UsageError:
        return UsageError(f"{what}: not a readable .npz file ({why}); the file is corrupt or of another kind")

    out: dict[str, Any] = {}
    try:
        with open(path, "rb") as fh:
            count = _member_count(fh, st.st_size)
            if count is None:
                raise corrupt("no zip directory at its end: truncated, or not a zip archive")
            if count > _MAX_MEMBERS:
                raise corrupt(f"{count:,} members, at most {_MAX_MEMBERS} allowed")
            with zipfile.ZipFile(fh) as zf:
                infos = zf.infolist()
                if len(infos) > _MAX_MEMBERS:
                    raise corrupt(f"{len(infos):,} members, at most {_MAX_MEMBERS} allowed")
                by_name: dict[str, zipfile.ZipInfo] = {}
                for info in infos:
                    name = info.filename[:-4] if info.filename.endswith(".npy") else None
                    if name not in members:
                        raise corrupt(f"unexpected member '{shown_path(info.filename)[:60]}'")
                    if name in by_name:
                        raise corrupt(f"member '{name}.npy' appears twice")
                    if info.flag_bits & 1:
                        raise corrupt(f"member '{name}.npy' is encrypted")
                    by_name[name] = info
                for name, spec in members.items():
                    if spec.required and name not in by_name:
                        raise corrupt(f"member '{name}.npy' is missing")
                # pass 1: headers only
                heads: dict[str, tuple[Any, tuple[int, ...], bool]] = {}
                total = 0
                for name, info in by_name.items():
                    spec = members[name]
                    with zf.open(info) as f:
                        try:
                            version = npformat.read_magic(f)
                            if version == (1, 0):
                                shape, fortran, dtype = npformat.read_array_header_1_0(f, max_header_size=_MAX_HEADER)
                            elif version == (2, 0):
                                shape, fortran, dtype = npformat.read_array_header_2_0(f, max_header_size=_MAX_HEADER)
                            else:
                                raise corrupt(f"member '{name}.npy' has .npy format {version}, not 1.0 or 2.0")
                        except (ValueError, SyntaxError, TypeError) as exc:
                            raise corrupt(f"member '{name}.npy' has no valid .npy header: "
                                          f"{printable(' '.join(str(exc).split()))[:80]}") from None
                        offset = f.tell()
                    if dtype.hasobject:
                        raise corrupt(f"member '{name}.npy' holds Python objects, which are never unpickled")
                    if dtype.kind not in spec.kinds or dtype.itemsize > 8 or dtype.subdtype:
                        allowed = {"iu": "integers", "u": "unsigned integers", "i": "signed integers"}.get(
                            spec.kinds, f"kinds {spec.kinds}")
                        raise corrupt(f"member '{name}.npy' holds {printable(str(dtype))[:40]}, not {allowed}")
                    if len(shape) != spec.ndim or any(not isinstance(s, int) or s < 0 for s in shape):
                        raise corrupt(f"member '{name}.npy' has shape {printable(str(shape))[:60]}, "
                                      f"not {spec.ndim}-dimensional")
                    nbytes = math.prod(shape) * dtype.itemsize
                    if offset + nbytes != info.file_size:
                        raise corrupt(f"member '{name}.npy': its header says {math.prod(shape):,} values "
                                      f"({nbytes:,} bytes) but the member holds {max(0, info.file_size - offset):,}")
                    if spec.max_bytes is not None and nbytes > spec.max_bytes:
                        raise corrupt(f"member '{name}.npy' has {nbytes:,} bytes, at most {spec.max_bytes:,} allowed")
                    heads[name] = (dtype, tuple(shape), bool(fortran))
                    total += nbytes
                need = total + (overhead({k: (d, s) for k, (d, s, _) in heads.items()}) if overhead else 0)
                if need > budget:
                    raise too_large(
                        f"{what}: reading it needs about {need / 2**30:.2f} GiB once decompressed "
                        f"({total:,} bytes of arrays), more than the {budget / 2**30:.2f} GiB allowed (half the "
                        "available memory); the file is too large for this machine, or not a genuine gamecheck file")
                # pass 2: the data, decompressed straight into the arrays
                for name, info in by_name.items():
                    dtype, shape, fortran = heads[name]
                    arr = np.empty(math.prod(shape), dtype=dtype)
                    buf = memoryview(arr.view(np.uint8))
                    with zf.open(info) as f:
                        version = npformat.read_magic(f)  # the header again (checked in pass 1)
                        (npformat.read_array_header_1_0 if version == (1, 0) else npformat.read_array_header_2_0)(
                            f, max_header_size=_MAX_HEADER)
                        pos = 0
                        while pos < len(buf):
                            got = f.readinto(buf[pos: pos + _CHUNK])
                            if not got:
                                raise corrupt(f"member '{name}.npy' ends early (truncated)")
                            pos += got
                        if f.read(1):  # pragma: no cover - zipfile stops at the declared size
                            raise corrupt(f"member '{name}.npy' is longer than its header says")
                    arr = arr.reshape(shape, order="F" if fortran else "C")
                    if not dtype.isnative:
                        arr = arr.astype(dtype.newbyteorder("="))
                    out[name] = arr
    except UsageError:
        raise
    except (zipfile.BadZipFile, zipfile.LargeZipFile, zlib.error, EOFError, struct.error) as exc:
        raise corrupt(printable(" ".join(str(exc).split()))[:80] or type(exc).__name__) from None
    except NotImplementedError as exc:  # an unsupported compression method
        raise corrupt(printable(" ".join(str(exc).split()))[:80]) from None
    except (RuntimeError, ValueError) as exc:  # a password-protected or malformed member
        raise corrupt(printable(" ".join(str(exc).split()))[:80] or type(exc).__name__) from None
    except MemoryError:
        raise too_large(f"{what}: out of memory while reading it") from None
    except OSError as exc:
        raise _unreadable(what, path, exc) from None
    return out


def _unreadable(what: str, path: str | os.PathLike[str], exc: OSError) -> UsageError:
    """The one-line error for a file the user names that cannot be read."""
    why = "no such file" if isinstance(exc, FileNotFoundError) else _why(Path(os.fspath(path)), exc)
    return UsageError(f"{what}: cannot read it ({why})")


def stat_input(path: str | os.PathLike[str], what: str) -> os.stat_result:
    """``os.stat`` of a file the user names for reading, every failure one line naming ``what``.

    Args:
        path: the file.
        what: the subject of the messages, e.g. ``"game file g.toml"``.

    Returns:
        the file's ``os.stat_result`` (the caller judges its kind and size).

    Raises:
        UsageError: (exit 2) no such file, a file that cannot be stat-ed (the reason in words),
            a name with a NUL character.
    """
    try:
        return os.stat(path)
    except OSError as exc:
        raise _unreadable(what, path, exc) from None
    except ValueError:  # a NUL in the name
        raise UsageError(f"{what}: not a valid file name") from None


#: seconds a file that is not a regular file (a FIFO, a terminal, a device) may take to be
#: read to its end before it is refused
READ_SECONDS = 5.0


def _device_kind(mode: int) -> str:
    """What a file that is not a regular file is, in words."""
    for test, name in ((stat.S_ISFIFO, "a FIFO (named pipe)"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a regular file"


def read_user_file(path: str | os.PathLike[str], what: str, limit: int, seconds: float | None = None) -> bytes:
    """The bytes of a file the user names (a game file, a graph file), read safely: at most
    ``limit + 1`` bytes are ever read, so ``/dev/zero`` or a file that grows is refused
    instead of filling the memory, and a FIFO, a terminal or a device is read without
    blocking and must reach its end within ``seconds``.

    Args:
        path: the file.
        what: the subject of the messages, e.g. ``"game file g.toml"``.
        limit: the most bytes allowed.
        seconds: the time a file that is not a regular file has to reach its end
            (default :data:`READ_SECONDS`).

    Returns:
        the file's bytes (at most ``limit``).

    Raises:
        UsageError: (one line naming ``what``, never quoting the content) no such file, a
            folder, a socket, a file that cannot be opened, more than ``limit`` bytes, a
            non-regular file that does not end within ``seconds`` or gives nothing.
    """
    seconds = READ_SECONDS if seconds is None else seconds
    st = stat_input(path, what)
    if stat.S_ISDIR(st.st_mode):
        raise UsageError(f"{what}: is a folder, not a file")
    if stat.S_ISSOCK(st.st_mode):
        raise UsageError(f"{what}: is a socket, not a file")
    regular = stat.S_ISREG(st.st_mode)
    if regular and st.st_size > limit:
        raise UsageError(f"{what}: {st.st_size:,} bytes, more than the {limit:,} allowed")
    kind = "" if regular else _device_kind(st.st_mode)
    late = UsageError(f"{what}: is {kind} that did not reach its end within {seconds:g} s; give a regular file")
    nonblock = 0 if regular else getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, os.O_RDONLY | nonblock | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise UsageError(f"{what}: cannot read it ({exc.strerror or type(exc).__name__})") from None
    chunks: list[bytes] = []
    total = 0
    deadline = time.monotonic() + seconds
    try:
        while total <= limit:
            try:
                block = os.read(fd, min(1 << 20, limit + 1 - total))
            except BlockingIOError:  # a FIFO or a terminal with nothing to read yet
                left = deadline - time.monotonic()
                if left <= 0 or not select.select([fd], [], [], left)[0]:
                    raise late from None
                continue
            except OSError as exc:
                raise UsageError(f"{what}: cannot read it ({exc.strerror or type(exc).__name__})") from None
            if not block:
                break
            chunks.append(block)
            total += len(block)
            if not regular and time.monotonic() > deadline and total <= limit:
                raise late
    finally:
        os.close(fd)
    if total > limit:
        raise UsageError(f"{what}: more than the {limit:,} bytes allowed" + (f" ({kind}; give a regular file)"
                                                                            if kind else ""))
    if kind and not total:
        raise UsageError(f"{what}: is {kind} with nothing to read; give a regular file")
    return b"".join(chunks)
