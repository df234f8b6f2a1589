/*
 * Queens on coloured regions / Star Battle, the plain way: a baseline for `npm run bench`.
 * Row by row, each row's k stars chosen left to right; a star is allowed when its column and
 * its region have fewer than k stars and it touches no star of its own row or the row above
 * (bit masks per row). No other pruning: this is plain backtracking, the yardstick a first
 * solver would be.
 *
 *   regions_count [--stars K] FILE           count every solution: prints "count C nodes N"
 *   regions_count [--stars K] --first R FILE...
 *       for each FILE, find the first solution R times; prints "FILE SECONDS" (the median of the
 *       R runs' times, clock_gettime) and the solution's columns
 *
 * FILE: n lines of n region symbols (letters or digits), '#' for a blocked cell.
 * Build: gcc -O3 -march=native -o regions_count regions_count.c
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAXN 32

static int n, k;
static int region[MAXN][MAXN];
static int colCount[MAXN], regCount[MAXN];
static unsigned rowMask[MAXN];
static long long count, nodes;
static int first;
static int found;
static int sol[MAXN][8];

static void readGrid(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) { perror(path); exit(2); }
  char line[256];
  int map[256];
  for (int i = 0; i < 256; i++) map[i] = -1;
  int regions = 0;
  n = 0;
  while (fgets(line, sizeof line, f)) {
    int len = 0;
    char cells[MAXN + 1];
    for (char *p = line; *p; p++) {
      if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') continue;
      if (len >= MAXN) { fprintf(stderr, "%s: a row is too long\n", path); exit(2); }
      cells[len++] = *p;
    }
    if (len == 0) continue;
    for (int c = 0; c < len; c++) {
      unsigned char s = (unsigned char)cells[c];
      if (s == '#') { region[n][c] = -1; continue; }
      if (map[s] < 0) map[s] = regions++;
      region[n][c] = map[s];
    }
    n++;
  }
  fclose(f);
  if (regions != n) { fprintf(stderr, "%s: %d regions for %d rows\n", path, regions, n); exit(2); }
}

/* Places the stars of row r from column `from` on; `placed` of the row's k are down. */
static void walk(int r, int from, int placed) {
  nodes++;
  if (placed == k) {
    if (r == n - 1) {
      count++;
      if (first) found = 1;
      return;
    }
    walk(r + 1, 0, 0);
    return;
  }
  unsigned above = r > 0 ? rowMask[r - 1] : 0;
  unsigned shadow = above | (above << 1) | (above >> 1);
  for (int c = from; c < n && !found; c++) {
    int g = region[r][c];
    if (g < 0 || colCount[c] == k || regCount[g] == k) continue;
    if ((shadow >> c) & 1) continue;
    if (c > 0 && ((rowMask[r] >> (c - 1)) & 1)) continue;
    rowMask[r] |= 1u << c;
    colCount[c]++;
    regCount[g]++;
    sol[r][placed] = c;
    walk(r, c + 2, placed + 1);
    if (found) return;
    rowMask[r] &= ~(1u << c);
    colCount[c]--;
    regCount[g]--;
  }
}

static void reset(void) {
  memset(colCount, 0, sizeof colCount);
  memset(regCount, 0, sizeof regCount);
  memset(rowMask, 0, sizeof rowMask);
  count = nodes = 0;
  found = 0;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  int at = 1, reps = 0;
  k = 1;
  while (at < argc && argv[at][0] == '-' && argv[at][1] == '-') {
    if (strcmp(argv[at], "--stars") == 0 && at + 1 < argc) k = atoi(argv[at + 1]);
    else if (strcmp(argv[at], "--first") == 0 && at + 1 < argc) reps = atoi(argv[at + 1]);
    else { fprintf(stderr, "unknown option %s\n", argv[at]); return 2; }
    at += 2;
  }
  if (at >= argc || k < 1 || k > 8) { fprintf(stderr, "usage: regions_count [--stars K] [--first R] FILE...\n"); return 2; }
  if (reps == 0) {
    readGrid(argv[at]);
    reset();
    walk(0, 0, 0);
    printf("count %lld nodes %lld\n", count, nodes);
    return 0;
  }
  double *t = malloc(sizeof(double) * reps);
  for (; at < argc; at++) {
    readGrid(argv[at]);
    for (int i = 0; i < reps; i++) {
      reset();
      first = 1;
      double t0 = now();
      walk(0, 0, 0);
      t[i] = now() - t0;
    }
    qsort(t, reps, sizeof(double), cmp);
    printf("%s %.9f", argv[at], t[reps / 2]);
    for (int r = 0; r < n && found; r++) printf(" %d", sol[r][0] + 1);
    printf("\n");
  }
  free(t);
  return 0;
}
