/*
 * grundy_dp.c -- a plain C dynamic programme for one label of every position of a box:
 * the Grundy value only, or the outcome only (normal or misère play).  The baseline of
 * experiments/bench/label_c.py for gamecheck.engine.partial.
 *
 * Plain C99 + POSIX clock_gettime; one thread; no dependencies beyond libc.
 *
 *     cc -O2 -std=c99 -o grundy_dp grundy_dp.c
 *     ./grundy_dp grundy|outcome|misere PLAN OUTPUT
 *
 * PLAN: the format of retro.c --implicit (native byte order, all int64):
 *     k, F, T, shape[k], dir[F][k], off[F+1], ts[T]
 * -- a box 0 <= x_j < shape[j], ranked row-major, and moves x -> x - t*u for the
 * directions u = dir[f] (parts >= 0, not all zero) and the increasing multipliers
 * t = ts[off[f] .. off[f+1]-1] with x - t*u >= 0.  (Nim: u = e_i, t = 1..B.)
 *
 * The work (the same as gamecheck.engine.partial on one thread): ranks in increasing
 * order (every option has a smaller rank, rank(x) - t*(u . strides));
 *   grundy:  every option's value read, marked in a "seen" array stamped with the rank,
 *            then the least unmarked value (the mex; Sprague 1935, Grundy 1939).  Values
 *            are stored in the narrowest unsigned type holding T (uint8, uint16, uint32);
 *   outcome: options read in the plan's order until the first P-position: then N,
 *            else P (Zermelo 1913); int8 codes P = 0, N = 1;
 *   misere:  the same, except that a position without options is N.
 *
 * OUTPUT: int64 n, int64 itemsize, then the n values (native byte order).
 * stdout: "seconds <float>" (the pass alone; plan and output I/O excluded) and
 * "peak_rss_bytes <int>" (VmHWM of /proc/self/status; -1 when unknown).
 * Exit status: 0 on success, 2 on bad usage or a malformed plan, 3 on I/O or memory failure.
 */
#define _POSIX_C_SOURCE 199309L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void fail(int code, const char *msg)
{
    fprintf(stderr, "grundy_dp: %s\n", msg);
    exit(code);
}

static void *alloc(size_t count, size_t size)
{
    void *p = calloc(count ? count : 1, size);
    if (!p)
        fail(3, "out of memory");
    return p;
}

static void get(FILE *f, void *buf, size_t size, size_t count)
{
    if (fread(buf, size, count, f) != count)
        fail(2, "the plan is shorter than its header says");
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static long long peak_rss(void)
{
    char line[256];
    long long kb = -1;
    FILE *f = fopen("/proc/self/status", "r");
    if (!f)
        return -1;
    while (fgets(line, sizeof line, f))
        if (strncmp(line, "VmHWM:", 6) == 0)
            kb = atoll(line + 6);
    fclose(f);
    return kb < 0 ? -1 : kb * 1024;
}

/* the plan, shared by the passes */
static int64_t k, nf, nt, n;
static int64_t *shape, *dir, *off, *ts, *shift;

/* largest t with x - t*dir[f] >= 0 */
static int64_t reach(const int64_t *x, int64_t f)
{
    int64_t tmax = INT64_MAX, j;
    for (j = 0; j < k; j++) {
        int64_t u = dir[f * k + j], q;
        if (u > 0) {
            q = u == 1 ? x[j] : x[j] / u;
            if (q < tmax)
                tmax = q;
        }
    }
    return tmax;
}

static void next(int64_t *x)
{
    int64_t j = k - 1;
    while (j >= 0) {
        if (++x[j] < shape[j])
            return;
        x[j--] = 0;
    }
}

#define GRUNDY_PASS(T)                                                                \
    static void grundy_##T(T *g, int64_t *seen, int64_t *x)                        \
    {                                                                               \
        int64_t r, f, p, m;                                                         \
        for (r = 0; r < n; r++, next(x)) {                                          \
            int64_t stamp = r + 1;                                                  \
            for (f = 0; f < nf; f++) {                                              \
                int64_t tmax = reach(x, f);                                         \
                for (p = off[f]; p < off[f + 1] && ts[p] <= tmax; p++)              \
                    seen[g[r - ts[p] * shift[f]]] = stamp;                          \
            }                                                                       \
            for (m = 0; seen[m] == stamp; m++)                                      \
                ;                                                                   \
            g[r] = (T)m;                                                            \
        }                                                                           \
    }
GRUNDY_PASS(uint8_t)
GRUNDY_PASS(uint16_t)
GRUNDY_PASS(uint32_t)

static void outcome_pass(int8_t *o, int misere, int64_t *x)
{
    int64_t r, f, p;
    for (r = 0; r < n; r++, next(x)) {
        int8_t code = 0;
        int moves = 0;
        for (f = 0; f < nf && !code; f++) {
            int64_t tmax = reach(x, f);
            if (off[f] < off[f + 1] && ts[off[f]] <= tmax)
                moves = 1;
            for (p = off[f]; p < off[f + 1] && ts[p] <= tmax; p++)
                if (o[r - ts[p] * shift[f]] == 0) {
                    code = 1;
                    break;
                }
        }
        if (misere && !moves)
            code = 1;
        o[r] = code;
    }
}

int main(int argc, char **argv)
{
    int64_t hdr[3], j, f, stride, itemsize, *x, *seen;
    void *out;
    double t0, t1;
    FILE *fp;
    int mode;

    if (argc != 4)
        fail(2, "usage: grundy_dp grundy|outcome|misere PLAN OUTPUT");
    mode = !strcmp(argv[1], "grundy") ? 0 : !strcmp(argv[1], "outcome") ? 1 : !strcmp(argv[1], "misere") ? 2 : -1;
    if (mode < 0)
        fail(2, "the mode must be grundy, outcome or misere");
    if (!(fp = fopen(argv[2], "rb")))
        fail(3, "cannot open the plan");
    get(fp, hdr, sizeof(int64_t), 3);
    k = hdr[0], nf = hdr[1], nt = hdr[2];
    if (k < 1 || k > 64 || nf < 0 || nt < 0 || nt > INT32_MAX)
        fail(2, "bad plan header");
    shape = alloc((size_t)k, sizeof(int64_t));
    dir = alloc((size_t)(nf * k), sizeof(int64_t));
    off = alloc((size_t)nf + 1, sizeof(int64_t));
    ts = alloc((size_t)nt, sizeof(int64_t));
    get(fp, shape, sizeof(int64_t), (size_t)k);
    get(fp, dir, sizeof(int64_t), (size_t)(nf * k));
    get(fp, off, sizeof(int64_t), (size_t)nf + 1);
    get(fp, ts, sizeof(int64_t), (size_t)nt);
    fclose(fp);
    for (n = 1, j = 0; j < k; j++) {
        if (shape[j] < 1 || n > INT64_MAX / 8 / shape[j])
            fail(2, "bad shape");
        n *= shape[j];
    }
    if (off[0] != 0 || off[nf] != nt)
        fail(2, "family offsets must run from 0 to T");
    shift = alloc((size_t)nf, sizeof(int64_t));
    for (f = 0; f < nf; f++)
        for (j = k - 1, stride = 1; j >= 0; stride *= shape[j], j--) {
            if (dir[f * k + j] < 0)
                fail(2, "a direction has a negative part");
            shift[f] += dir[f * k + j] * stride;
        }
    x = alloc((size_t)k, sizeof(int64_t));
    seen = alloc((size_t)nt + 2, sizeof(int64_t));
    itemsize = mode ? 1 : nt <= UINT8_MAX ? 1 : nt <= UINT16_MAX ? 2 : 4;
    out = malloc((size_t)n * (size_t)itemsize);
    if (!out)
        fail(3, "out of memory");

    t0 = now();
    if (mode)
        outcome_pass(out, mode == 2, x);
    else if (itemsize == 1)
        grundy_uint8_t(out, seen, x);
    else if (itemsize == 2)
        grundy_uint16_t(out, seen, x);
    else
        grundy_uint32_t(out, seen, x);
    t1 = now();

    if (!(fp = fopen(argv[3], "wb")))
        fail(3, "cannot open the output");
    if (fwrite(&n, sizeof n, 1, fp) != 1 || fwrite(&itemsize, sizeof itemsize, 1, fp) != 1 ||
        fwrite(out, (size_t)itemsize, (size_t)n, fp) != (size_t)n || fclose(fp) != 0)
        fail(3, "cannot write the output");
    printf("seconds %.6f\npeak_rss_bytes %lld\n", t1 - t0, peak_rss());
    return 0;
}
