/*
 * retro.c -- C reference implementation of the labellings of gamecheck:
 * the retrograde analysis over CSR arrays of gamecheck/solve.py (and of
 * gamecheck.compact.retrograde_compact), and the implicit one-pass labelling of
 * gamecheck.compact.label_implicit for translation rulesets on a box.
 *
 * Plain C99 + POSIX clock_gettime; no dependencies beyond libc.
 *
 *     cc -O2 -std=c99 -o retro retro.c
 *     ./retro INPUT OUTPUT                  (CSR mode)
 *     ./retro --implicit PLAN OUTPUT        (implicit mode)
 *
 * ---- CSR mode ----------------------------------------------------------
 *
 * INPUT (native byte order, no padding):
 *     int64 n, int64 m,
 *     int64 offsets[n+1]   (offsets[0] == 0, non-decreasing, offsets[n] == m),
 *     int32 targets[m]     (values in [0, n)).
 *   The options of node i are targets[offsets[i] .. offsets[i+1]-1]; duplicate
 *   targets, self-loops and cycles are allowed.
 *
 * OUTPUT (native byte order, no padding):
 *     int64 n,
 *     int8  outcome[n]     (0 = P, 1 = N, 2 = D; the codes of gamecheck.solve),
 *     int32 remoteness[n]  (-1 for draws),
 *     int32 grundy[n]      (-1 where a cycle is reachable).
 *
 * stdout: "seconds <float>" -- wall time of the labelling alone (predecessor
 * CSR + outcome/remoteness pass + Grundy pass; file I/O and input validation
 * excluded), then one line per phase: "pred_seconds", "outcome_seconds",
 * "grundy_seconds", and "peak_rss_bytes" (VmHWM of /proc/self/status: the
 * program's own peak resident memory; -1 when unknown).
 *
 * Algorithm (identical to gamecheck.solve._outcome_pass / _grundy_pass):
 *   * predecessor CSR by counting sort (sources in increasing order);
 *   * outcome: FIFO queue seeded with the terminal positions (P, remoteness 0).
 *     Popping a P-node y makes every still-unresolved predecessor N with
 *     remoteness rem[y]+1; popping an N-node y decrements each unresolved
 *     predecessor's counter of unresolved options (with multiplicity) and makes
 *     it P with remoteness rem[y]+1 when the counter reaches 0. Nodes never
 *     resolved are draws (D, -1);
 *   * Grundy: same counters over all options; a node whose options are all
 *     resolved gets mex of their values and is pushed. Nodes never resolved
 *     (on or reaching a cycle) keep -1.
 *
 * ---- implicit mode -----------------------------------------------------
 *
 * The game: a box of positions 0 <= x_j < shape[j] (j < k), ranked in mixed
 * radix (row-major, the numbering of gamecheck.domain.BoxDomain), and moves
 * that are translations by -t*u, u a "direction" with non-negative parts, not
 * all zero, t a positive "multiplier".  Directions and multipliers come in
 * families (rays): family f has direction dir[f] and the increasing
 * multipliers ts[off[f] .. off[f+1]-1]; position x has the option x - t*u for
 * every listed t <= min_{u_j > 0} floor(x_j / u_j), whose rank is
 * rank(x) - t*(u . strides).  (Nim with k heaps <= B: k families u = e_i with
 * t = 1..B; Wythoff: e_1, e_2 and (1,1).)  This is the plan that
 * gamecheck.compact builds from Ruleset.translations (experiments/bench/cref.py
 * builds the same).
 *
 * PLAN (native byte order, all int64):
 *     k, F, T, shape[k], dir[F][k], off[F+1] (off[0] == 0, off[F] == T), ts[T].
 *
 * OUTPUT (native byte order, no padding):
 *     int64 n,
 *     int8  outcome[n], int32 remoteness[n], int32 grundy[n],
 *     int8  misere[n],  int32 misere_remoteness[n]
 *   (no draws: every move lowers the rank, the game is acyclic).
 *
 * stdout: "seconds <float>" (labelling pass + unpacking into the output
 * arrays; plan I/O and output I/O excluded), "label_seconds", "unpack_seconds",
 * "peak_rss_bytes" (as in CSR mode).
 *
 * Algorithm (identical to gamecheck.compact._box_kernel + _label_node): one
 * pass over the ranks in increasing order (every option has a smaller rank);
 * the options of rank r are generated into a buffer, then r is labelled from
 * its options' labels, all five packed in one int64 per position (one memory
 * read per option): normal play P iff no option is P; remoteness 1 + min over
 * P-options (N) or 1 + max over all options (P); misere the same with terminal
 * positions N; Grundy value the mex, by a "seen" array stamped with r.
 *
 * Exit status: 0 on success, 2 on bad usage/malformed input, 3 on I/O or
 * memory failure (with a message on stderr).
 */
#define _POSIX_C_SOURCE 199309L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { OUT_P = 0, OUT_N = 1, OUT_D = 2 };

static void die(int code, const char *msg, const char *extra)
{
    fprintf(stderr, "retro: %s%s%s\n", msg, extra ? ": " : "", extra ? extra : "");
    exit(code);
}

/* Peak resident memory of this process in bytes (VmHWM of /proc/self/status,
 * Linux), or -1 when unknown.  Unlike getrusage's ru_maxrss, which on Linux
 * also counts the parent's memory image at fork/exec time, VmHWM belongs to
 * this program's own address space. */
static long long peak_rss_bytes(void)
{
    char line[256];
    long long kib = -1;
    FILE *f = fopen("/proc/self/status", "r");
    if (!f)
        return -1;
    while (fgets(line, sizeof line, f))
        if (strncmp(line, "VmHWM:", 6) == 0) {
            kib = strtoll(line + 6, NULL, 10);
            break;
        }
    fclose(f);
    return kib < 0 ? -1 : kib * 1024;
}

static void *xmalloc(size_t count, size_t size)
{
    void *p;
    if (size != 0 && count > SIZE_MAX / size)
        die(3, "allocation size overflows", NULL);
    p = malloc(count * size + 1); /* +1: never malloc(0) */
    if (!p)
        die(3, "out of memory", NULL);
    return p;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void read_exact(FILE *f, void *buf, size_t size, size_t count, const char *what)
{
    /* fread in chunks so that huge arrays are fine on every libc */
    char *p = (char *)buf;
    size_t done = 0, chunk = ((size_t)1 << 26) / (size ? size : 1);
    if (chunk == 0)
        chunk = 1;
    while (done < count) {
        size_t want = count - done < chunk ? count - done : chunk;
        size_t got = fread(p + done * size, size, want, f);
        if (got != want)
            die(2, "input file is truncated while reading", what);
        done += got;
    }
}

static void write_exact(FILE *f, const void *buf, size_t size, size_t count)
{
    if (count && fwrite(buf, size, count, f) != count)
        die(3, "cannot write the output file", NULL);
}

static int run_csr(const char *in_path, const char *out_path)
{
    FILE *f;
    int64_t hdr[2], n, m, i, j;
    int64_t *off, *poff, *count;
    int32_t *tgt, *psrc, *queue, *rem, *g;
    int8_t *out;
    int64_t *mark;
    int64_t maxdeg = 0, head, tail;
    double t0, t1, t2, t3;

    /* ---- read and validate the input (not timed) ---- */
    f = fopen(in_path, "rb");
    if (!f)
        die(3, "cannot open the input file", in_path);
    read_exact(f, hdr, sizeof(int64_t), 2, "header");
    n = hdr[0];
    m = hdr[1];
    if (n < 0 || m < 0)
        die(2, "negative node or move count in the header", NULL);
    if (n > (int64_t)INT32_MAX - 1)
        die(2, "too many nodes for int32 node ids", NULL);
    off = (int64_t *)xmalloc((size_t)n + 1, sizeof(int64_t));
    tgt = (int32_t *)xmalloc((size_t)m, sizeof(int32_t));
    read_exact(f, off, sizeof(int64_t), (size_t)n + 1, "offsets");
    read_exact(f, tgt, sizeof(int32_t), (size_t)m, "targets");
    fclose(f);

    if (off[0] != 0)
        die(2, "offsets[0] must be 0", NULL);
    for (i = 0; i < n; i++) {
        int64_t d = off[i + 1] - off[i];
        if (d < 0)
            die(2, "offsets must be non-decreasing", NULL);
        if (d > maxdeg)
            maxdeg = d;
    }
    if (off[n] != m)
        die(2, "offsets[n] must equal the number of targets m", NULL);
    for (j = 0; j < m; j++)
        if (tgt[j] < 0 || (int64_t)tgt[j] >= n)
            die(2, "a target lies outside 0..n-1", NULL);

    poff = (int64_t *)xmalloc((size_t)n + 1, sizeof(int64_t));
    psrc = (int32_t *)xmalloc((size_t)m, sizeof(int32_t));
    count = (int64_t *)xmalloc((size_t)n, sizeof(int64_t));
    queue = (int32_t *)xmalloc((size_t)n, sizeof(int32_t));
    out = (int8_t *)xmalloc((size_t)n, sizeof(int8_t));
    rem = (int32_t *)xmalloc((size_t)n, sizeof(int32_t));
    g = (int32_t *)xmalloc((size_t)n, sizeof(int32_t));
    mark = (int64_t *)xmalloc((size_t)maxdeg + 1, sizeof(int64_t));

    /* ---- predecessor CSR by counting sort (timed) ---- */
    t0 = now();
    memset(poff, 0, ((size_t)n + 1) * sizeof(int64_t));
    for (j = 0; j < m; j++)
        poff[tgt[j] + 1]++;
    for (i = 0; i < n; i++)
        poff[i + 1] += poff[i];
    /* fill with a running cursor per target (reuse count[] as the cursor) */
    for (i = 0; i < n; i++)
        count[i] = poff[i];
    for (i = 0; i < n; i++)
        for (j = off[i]; j < off[i + 1]; j++)
            psrc[count[tgt[j]]++] = (int32_t)i;

    /* ---- normal-play outcome and remoteness: FIFO retrograde ---- */
    t1 = now();
    head = tail = 0;
    for (i = 0; i < n; i++) {
        count[i] = off[i + 1] - off[i];
        if (count[i] == 0) {
            out[i] = OUT_P;
            rem[i] = 0;
            queue[tail++] = (int32_t)i;
        } else {
            out[i] = OUT_D;
            rem[i] = -1;
        }
    }
    while (head < tail) {
        int32_t y = queue[head++];
        int32_t r = rem[y] + 1;
        int64_t a = poff[y], b = poff[y + 1];
        if (out[y] == OUT_P) {
            /* every unresolved predecessor becomes N (first = min remoteness) */
            for (j = a; j < b; j++) {
                int32_t x = psrc[j];
                if (out[x] == OUT_D) {
                    out[x] = OUT_N;
                    rem[x] = r;
                    queue[tail++] = x;
                }
            }
        } else {
            /* y is N: one fewer unresolved option; none left -> P (last = max) */
            for (j = a; j < b; j++) {
                int32_t x = psrc[j];
                if (out[x] == OUT_D && --count[x] == 0) {
                    out[x] = OUT_P;
                    rem[x] = r;
                    queue[tail++] = x;
                }
            }
        }
    }

    /* ---- Grundy values: counter-based reverse topological pass ---- */
    t2 = now();
    head = tail = 0;
    for (i = 0; i < n; i++) {
        count[i] = off[i + 1] - off[i];
        if (count[i] == 0) {
            g[i] = 0;
            queue[tail++] = (int32_t)i;
        } else {
            g[i] = -1;
        }
    }
    for (i = 0; i <= maxdeg; i++)
        mark[i] = -1;
    while (head < tail) {
        int32_t y = queue[head++];
        int64_t a = poff[y], b = poff[y + 1];
        for (j = a; j < b; j++) {
            int32_t x = psrc[j];
            if (--count[x] == 0) {
                /* all options of x resolved: g[x] = mex of their values.
                 * mex <= deg(x), so values above deg(x) cannot matter;
                 * mark[v] == x means value v occurs among x's options. */
                int64_t oa = off[x], ob = off[x + 1], deg = ob - oa, k, v;
                for (k = oa; k < ob; k++) {
                    v = g[tgt[k]];
                    if (v <= deg)
                        mark[v] = x;
                }
                v = 0;
                while (v <= deg && mark[v] == x)
                    v++;
                g[x] = (int32_t)v;
                queue[tail++] = x;
            }
        }
    }
    t3 = now();

    /* ---- write the output (not timed) ---- */
    f = fopen(out_path, "wb");
    if (!f)
        die(3, "cannot open the output file", out_path);
    write_exact(f, &n, sizeof(int64_t), 1);
    write_exact(f, out, sizeof(int8_t), (size_t)n);
    write_exact(f, rem, sizeof(int32_t), (size_t)n);
    write_exact(f, g, sizeof(int32_t), (size_t)n);
    if (fclose(f) != 0)
        die(3, "cannot write the output file", out_path);

    printf("seconds %.9f\n", t3 - t0);
    printf("pred_seconds %.9f\n", t1 - t0);
    printf("outcome_seconds %.9f\n", t2 - t1);
    printf("grundy_seconds %.9f\n", t3 - t2);
    printf("peak_rss_bytes %lld\n", peak_rss_bytes());

    free(off); free(tgt); free(poff); free(psrc); free(count);
    free(queue); free(out); free(rem); free(g); free(mark);
    return 0;
}

/* ========================================================================
 * Implicit mode: translation rulesets on a box, options generated on the fly.
 * The algorithm of gamecheck.compact._box_kernel / _label_node, line for line.
 * ======================================================================== */

static int bits_for(int64_t v) /* bits to store 0..v (at least 1) */
{
    int b = 0;
    while (v > 0) {
        b++;
        v >>= 1;
    }
    return b > 0 ? b : 1;
}

/* Label node r from its d options buf[0..d-1] (all labelled already); the
 * packing of compact._label_node: bits [0,gb) Grundy, [gb,gb+rb) remoteness,
 * [gb+rb,gb+2rb) misere remoteness, bit gb+2rb outcome, bit gb+2rb+1 misere
 * outcome (P = 0, N = 1). */
static void label_node(int64_t r, const int64_t *buf, int64_t d, int64_t *pk, int64_t *seen, int gb, int rb)
{
    const int s_mrem = gb + rb, s_out = gb + 2 * rb, s_mout = s_out + 1;
    const int64_t gmask = ((int64_t)1 << gb) - 1, rmask = ((int64_t)1 << rb) - 1;
    int64_t pmin = INT64_MAX, amax = -1, mpmin = INT64_MAX, mamax = -1, m, code, i;
    int has_p = 0, mhas_p = 0;

    if (d == 0) {
        pk[r] = (int64_t)OUT_N << s_mout; /* P, misere N, remoteness 0, Grundy 0 */
        return;
    }
    for (i = 0; i < d; i++) {
        int64_t v = pk[buf[i]];
        int64_t ry = (v >> gb) & rmask, my = (v >> s_mrem) & rmask, gv = v & gmask;
        if (((v >> s_out) & 1) == OUT_P) {
            has_p = 1;
            if (ry < pmin)
                pmin = ry;
        }
        if (ry > amax)
            amax = ry;
        if (((v >> s_mout) & 1) == OUT_P) {
            mhas_p = 1;
            if (my < mpmin)
                mpmin = my;
        }
        if (my > mamax)
            mamax = my;
        if (gv <= d) /* a value above the degree cannot be the mex */
            seen[gv] = r;
    }
    m = 0;
    while (seen[m] == r)
        m++;
    if (has_p) /* N: fastest win through a P-option */
        code = ((int64_t)OUT_N << s_out) | ((pmin + 1) << gb);
    else /* P: slowest loss, every option is N */
        code = (amax + 1) << gb;
    if (mhas_p)
        code |= ((int64_t)OUT_N << s_mout) | ((mpmin + 1) << s_mrem);
    else
        code |= (mamax + 1) << s_mrem;
    pk[r] = code | m;
}

static int run_implicit(const char *plan_path, const char *out_path)
{
    FILE *f;
    int64_t hdr[3], k, nf, nt, n, i, j, fam, p, r, sumb = 0;
    int64_t *shape, *dir, *off, *ts, *shift, *strides, *x, *pk, *buf, *seen;
    int8_t *out, *mout;
    int32_t *rem, *mrem, *g;
    int gb, rb;
    double t0, t1, t2;

    /* ---- read and validate the plan (not timed) ---- */
    f = fopen(plan_path, "rb");
    if (!f)
        die(3, "cannot open the plan file", plan_path);
    read_exact(f, hdr, sizeof(int64_t), 3, "plan header");
    k = hdr[0];
    nf = hdr[1];
    nt = hdr[2];
    if (k < 1 || k > 64 || nf < 0 || nt < 0 || nt > (int64_t)INT32_MAX - 2)
        die(2, "bad plan header (k in 1..64, F >= 0, 0 <= T < 2**31-2)", NULL);
    shape = (int64_t *)xmalloc((size_t)k, sizeof(int64_t));
    dir = (int64_t *)xmalloc((size_t)(nf * k), sizeof(int64_t));
    off = (int64_t *)xmalloc((size_t)nf + 1, sizeof(int64_t));
    ts = (int64_t *)xmalloc((size_t)nt, sizeof(int64_t));
    read_exact(f, shape, sizeof(int64_t), (size_t)k, "shape");
    read_exact(f, dir, sizeof(int64_t), (size_t)(nf * k), "directions");
    read_exact(f, off, sizeof(int64_t), (size_t)nf + 1, "family offsets");
    read_exact(f, ts, sizeof(int64_t), (size_t)nt, "multipliers");
    if (fgetc(f) != EOF)
        die(2, "plan file is longer than its header says", NULL);
    fclose(f);

    n = 1;
    for (j = 0; j < k; j++) {
        if (shape[j] < 1 || shape[j] > ((int64_t)1 << 40))
            die(2, "every part of the shape must lie in 1..2**40", NULL);
        if (n > INT64_MAX / 8 / shape[j])
            die(2, "the box has too many positions", NULL);
        n *= shape[j];
        sumb += shape[j] - 1;
    }
    strides = (int64_t *)xmalloc((size_t)k, sizeof(int64_t));
    for (j = k - 1, p = 1; j >= 0; j--) { /* row-major (mixed radix) ranks */
        strides[j] = p;
        p *= shape[j];
    }
    if (off[0] != 0 || off[nf] != nt)
        die(2, "family offsets must run from 0 to T", NULL);
    shift = (int64_t *)xmalloc((size_t)nf, sizeof(int64_t));
    for (fam = 0; fam < nf; fam++) {
        int any = 0;
        shift[fam] = 0;
        for (j = 0; j < k; j++) {
            int64_t u = dir[fam * k + j];
            if (u < 0 || u > shape[j])
                die(2, "a direction part must lie in 0..shape[j]", NULL);
            any |= u > 0;
            shift[fam] += u * strides[j];
        }
        if (!any)
            die(2, "a direction is all zero", NULL);
        if (off[fam + 1] < off[fam])
            die(2, "family offsets must be non-decreasing", NULL);
        for (p = off[fam]; p < off[fam + 1]; p++)
            if (ts[p] < 1 || (p > off[fam] && ts[p] <= ts[p - 1]))
                die(2, "multipliers must be positive and increasing within a family", NULL);
    }
    gb = bits_for(nt);
    rb = bits_for(sumb);
    if (2 + 2 * rb + gb > 63 || sumb > (int64_t)INT32_MAX)
        die(2, "the box is too large for packed labels", NULL);

    pk = (int64_t *)xmalloc((size_t)n, sizeof(int64_t));
    buf = (int64_t *)xmalloc((size_t)nt + 1, sizeof(int64_t));
    seen = (int64_t *)xmalloc((size_t)nt + 2, sizeof(int64_t));
    x = (int64_t *)xmalloc((size_t)k, sizeof(int64_t));
    out = (int8_t *)xmalloc((size_t)n, sizeof(int8_t));
    mout = (int8_t *)xmalloc((size_t)n, sizeof(int8_t));
    rem = (int32_t *)xmalloc((size_t)n, sizeof(int32_t));
    mrem = (int32_t *)xmalloc((size_t)n, sizeof(int32_t));
    g = (int32_t *)xmalloc((size_t)n, sizeof(int32_t));

    /* ---- one pass in increasing rank order (timed) ---- */
    t0 = now();
    for (i = 0; i < nt + 2; i++)
        seen[i] = -1;
    for (j = 0; j < k; j++)
        x[j] = 0;
    for (r = 0; r < n; r++) {
        int64_t d = 0;
        for (fam = 0; fam < nf; fam++) {
            int64_t tmax = INT64_MAX, s = shift[fam];
            const int64_t *u = dir + fam * k;
            for (j = 0; j < k; j++)
                if (u[j] > 0) {
                    int64_t q = x[j] / u[j];
                    if (q < tmax)
                        tmax = q;
                }
            if (tmax == 0)
                continue;
            for (p = off[fam]; p < off[fam + 1]; p++) {
                int64_t t = ts[p];
                if (t > tmax)
                    break;
                buf[d++] = r - t * s;
            }
        }
        label_node(r, buf, d, pk, seen, gb, rb);
        for (j = k - 1; j >= 0; j--) { /* next position in mixed radix */
            if (++x[j] < shape[j])
                break;
            x[j] = 0;
        }
    }

    /* ---- unpack (timed; compact._unpack does the same with numpy) ---- */
    t1 = now();
    {
        const int64_t gmask = ((int64_t)1 << gb) - 1, rmask = ((int64_t)1 << rb) - 1;
        for (r = 0; r < n; r++) {
            int64_t v = pk[r];
            g[r] = (int32_t)(v & gmask);
            rem[r] = (int32_t)((v >> gb) & rmask);
            mrem[r] = (int32_t)((v >> (gb + rb)) & rmask);
            out[r] = (int8_t)((v >> (gb + 2 * rb)) & 1);
            mout[r] = (int8_t)((v >> (gb + 2 * rb + 1)) & 1);
        }
    }
    t2 = now();

    /* ---- write the output (not timed) ---- */
    f = fopen(out_path, "wb");
    if (!f)
        die(3, "cannot open the output file", out_path);
    write_exact(f, &n, sizeof(int64_t), 1);
    write_exact(f, out, sizeof(int8_t), (size_t)n);
    write_exact(f, rem, sizeof(int32_t), (size_t)n);
    write_exact(f, g, sizeof(int32_t), (size_t)n);
    write_exact(f, mout, sizeof(int8_t), (size_t)n);
    write_exact(f, mrem, sizeof(int32_t), (size_t)n);
    if (fclose(f) != 0)
        die(3, "cannot write the output file", out_path);

    printf("seconds %.9f\n", t2 - t0);
    printf("label_seconds %.9f\n", t1 - t0);
    printf("unpack_seconds %.9f\n", t2 - t1);
    printf("peak_rss_bytes %lld\n", peak_rss_bytes());

    free(shape); free(dir); free(off); free(ts); free(shift); free(strides); free(x);
    free(pk); free(buf); free(seen); free(out); free(mout); free(rem); free(mrem); free(g);
    return 0;
}

int main(int argc, char **argv)
{
    const char *prog = argc > 0 ? argv[0] : "retro";
    if (argc == 3 && strcmp(argv[1], "--implicit") != 0)
        return run_csr(argv[1], argv[2]);
    if (argc == 4 && strcmp(argv[1], "--implicit") == 0)
        return run_implicit(argv[2], argv[3]);
    fprintf(stderr, "usage: %s INPUT OUTPUT\n       %s --implicit PLAN OUTPUT\n", prog, prog);
    return 2;
}
