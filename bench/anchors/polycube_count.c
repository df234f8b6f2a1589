/* Baseline for side-by-side timing (not part of the product): counts every packing of an
   A x B x C box (A columns along x, B rows along y, C layers along z; at most 128 cells) by a
   set of polycubes, each used exactly once, each in all its distinct orientations under the 24
   rotations of space (no reflections: chiral pieces are separate pieces of a set). No symmetry
   breaking: every packing is visited (3x3x3 soma -> 11520; 2x3x10 solid-pentominoes -> 96,
   2x5x6 -> 2112, 3x4x5 -> 31520; 4x4x4 bedlam -> 460464). Plain first-empty-cell search on a
   128-bit board, cells numbered with the shortest side varying fastest, then the middle one,
   then the longest (de Bruijn / Fletcher order in 3-D); per-cell lists of the placements whose
   first cell is that cell; a used-pieces mask.
   usage: polycube_count AxBxC PIECE...   where PIECE is NAME=xyz.xyz... (cells as digit
   triples x y z, as in shared/reference/polycubes.tsv) or a preset: soma, bedlam,
   solid-pentominoes. Prints the count. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned __int128 u128;

#define MAXCELLS 128
#define MAXPIECES 64

static const struct { const char *name; const char *pieces; } PRESETS[] = {
  {"soma", "V=000.010.100 L=000.010.100.200 T=000.010.020.110 Z=010.020.100.110 "
           "a=000.010.100.101 b=001.011.100.101 p=000.001.010.100"},
  {"bedlam", "F=010.100.110.210.220 X=010.100.110.120.210 W=000.100.110.210.220 "
             "M=010.100.110.111.210 B=010.100.101.110.210 H=010.011.100.110.210 "
             "L=010.011.110.200.210 S=000.001.010.110.210 C=000.010.011.110.210 "
             "E=010.011.100.110.200 I=010.100.110.111.200 T=011.100.110.111.200 "
             "Z=000.010.011.100"},
  {"solid-pentominoes", "F=010.100.110.120.200 I=000.100.200.300.400 L=000.100.200.300.310 "
                        "N=000.100.200.210.310 P=000.010.100.110.200 T=000.100.110.120.200 "
                        "U=000.010.110.200.210 V=000.010.020.100.200 W=000.100.110.210.220 "
                        "X=010.100.110.120.210 Y=000.100.110.200.300 Z=000.100.110.120.220"}};
#define NPRESETS (int)(sizeof PRESETS / sizeof PRESETS[0])

static int npieces, ncells[MAXPIECES], cells[MAXPIECES][MAXCELLS][3];
static char names[MAXPIECES][32];

static u128 *pmask, FULL;
static int *ppiece, start[MAXCELLS + 1];

static int usage(const char *why) {
  fprintf(stderr, "polycube_count: %s\n"
                  "usage: polycube_count AxBxC PIECE...  (PIECE: NAME=xyz.xyz... or a preset: "
                  "soma, bedlam, solid-pentominoes)\n", why);
  return 2;
}

static int first_cell(u128 m) {
  uint64_t lo = (uint64_t)m;
  return lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll((uint64_t)(m >> 64));
}

static unsigned long long search(u128 occ, uint64_t used) {
  int cell = first_cell(~occ);
  unsigned long long n = 0;
  for (int k = start[cell]; k < start[cell + 1]; k++) {
    uint64_t pb = 1ULL << ppiece[k];
    if ((used & pb) || (pmask[k] & occ)) continue;
    u128 o = occ | pmask[k];
    n += (o == FULL) ? 1 : search(o, used | pb);
  }
  return n;
}

/* Parses one NAME=xyz.xyz... into the piece table; returns an error text or NULL. */
static const char *add_piece(const char *s, size_t len) {
  static char err[160];
  const char *eq = memchr(s, '=', len);
  if (!eq || eq == s) return "a piece is NAME=xyz.xyz... (cells as digit triples x y z)";
  size_t nl = (size_t)(eq - s);
  if (nl >= sizeof names[0]) return "a piece name is at most 31 characters";
  if (npieces == MAXPIECES) return "at most 64 pieces";
  int p = npieces;
  memcpy(names[p], s, nl); names[p][nl] = 0;
  for (int q = 0; q < p; q++)
    if (!strcmp(names[q], names[p])) { snprintf(err, sizeof err, "piece name '%s' given twice", names[p]); return err; }
  const char *c = eq + 1, *end = s + len;
  int n = 0;
  for (;;) {
    if (end - c < 3 || c[0] < '0' || c[0] > '9' || c[1] < '0' || c[1] > '9' || c[2] < '0' || c[2] > '9') {
      snprintf(err, sizeof err, "piece '%s': cells are digit triples x y z joined by '.'", names[p]); return err;
    }
    if (n == MAXCELLS) { snprintf(err, sizeof err, "piece '%s': more than 128 cells", names[p]); return err; }
    int x = c[0] - '0', y = c[1] - '0', z = c[2] - '0';
    for (int i = 0; i < n; i++)
      if (cells[p][i][0] == x && cells[p][i][1] == y && cells[p][i][2] == z) {
        snprintf(err, sizeof err, "piece '%s': cell %d%d%d given twice", names[p], x, y, z); return err;
      }
    cells[p][n][0] = x; cells[p][n][1] = y; cells[p][n][2] = z; n++;
    c += 3;
    if (c == end) break;
    if (*c != '.') { snprintf(err, sizeof err, "piece '%s': cells are digit triples x y z joined by '.'", names[p]); return err; }
    c++;
  }
  ncells[p] = n; npieces++;
  return NULL;
}

/* Adds the pieces of a space-separated list. */
static const char *add_list(const char *s) {
  while (*s) {
    while (*s == ' ') s++;
    size_t len = strcspn(s, " ");
    if (len) { const char *e = add_piece(s, len); if (e) return e; }
    s += len;
  }
  return NULL;
}

static int parse_dim(const char *s, const char **end) {
  int v = 0, digits = 0;
  while (*s >= '0' && *s <= '9' && digits < 4) { v = v * 10 + (*s - '0'); s++; digits++; }
  *end = s;
  return digits ? v : -1;
}

static int cmp_key(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int main(int argc, char **argv) {
  if (argc < 3) return usage("need a box and at least one piece");
  int dim[3];
  const char *s = argv[1];
  for (int d = 0; d < 3; d++) {
    dim[d] = parse_dim(s, &s);
    if (dim[d] < 1) return usage("the box is AxBxC with positive whole sides (e.g. 3x3x3)");
    if (d < 2 && *s++ != 'x') return usage("the box is AxBxC with positive whole sides (e.g. 3x3x3)");
  }
  if (*s) return usage("the box is AxBxC with positive whole sides (e.g. 3x3x3)");
  int NC = dim[0] * dim[1] * dim[2];
  if (NC > MAXCELLS) return usage("the box has more than 128 cells");
  for (int i = 2; i < argc; i++) {
    const char *e = NULL;
    int pre = -1;
    for (int k = 0; k < NPRESETS; k++) if (!strcmp(argv[i], PRESETS[k].name)) pre = k;
    if (pre >= 0) e = add_list(PRESETS[pre].pieces);
    else if (strchr(argv[i], '=')) e = add_piece(argv[i], strlen(argv[i]));
    else {
      static char msg[200];
      snprintf(msg, sizeof msg, "'%.60s' is neither NAME=xyz.xyz... nor a preset (soma, bedlam, solid-pentominoes)", argv[i]);
      e = msg;
    }
    if (e) return usage(e);
  }
  int vol = 0;
  for (int p = 0; p < npieces; p++) vol += ncells[p];
  if (vol != NC) {
    static char msg[120];
    snprintf(msg, sizeof msg, "the pieces have %d cells, the box %d: each piece is used exactly once", vol, NC);
    return usage(msg);
  }

  /* cell numbering: the shortest side varies fastest (ties: x before y before z) */
  int ord[3] = {0, 1, 2}, stride[3];
  for (int i = 0; i < 3; i++)
    for (int j = i + 1; j < 3; j++)
      if (dim[ord[j]] < dim[ord[i]] || (dim[ord[j]] == dim[ord[i]] && ord[j] < ord[i])) { int t = ord[i]; ord[i] = ord[j]; ord[j] = t; }
  stride[ord[0]] = 1; stride[ord[1]] = dim[ord[0]]; stride[ord[2]] = dim[ord[0]] * dim[ord[1]];

  /* the 24 rotations: signed permutation matrices of determinant +1; new[i] = sg[i] * old[pm[i]] */
  static const int PERMS[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
  int rot[24][6], nrot = 0;
  for (int q = 0; q < 6; q++)
    for (int sg = 0; sg < 8; sg++) {
      int sx = sg & 1 ? -1 : 1, sy = sg & 2 ? -1 : 1, sz = sg & 4 ? -1 : 1;
      if ((q < 3 ? 1 : -1) * sx * sy * sz != 1) continue;
      int *r = rot[nrot++];
      r[0] = PERMS[q][0]; r[1] = PERMS[q][1]; r[2] = PERMS[q][2]; r[3] = sx; r[4] = sy; r[5] = sz;
    }

  /* placements: every distinct orientation of every piece at every translation inside the box */
  size_t cap = 1024, n = 0;
  u128 *m_all = malloc(cap * sizeof *m_all);
  int *p_all = malloc(cap * sizeof *p_all), *f_all = malloc(cap * sizeof *f_all);
  static int keys[24][MAXCELLS];
  for (int p = 0; p < npieces; p++) {
    int nk = ncells[p], norient = 0;
    for (int t = 0; t < 24; t++) {
      int cur[MAXCELLS][3], lo[3] = {1 << 20, 1 << 20, 1 << 20};
      for (int i = 0; i < nk; i++)
        for (int d = 0; d < 3; d++) {
          cur[i][d] = rot[t][3 + d] * cells[p][i][rot[t][d]];
          if (cur[i][d] < lo[d]) lo[d] = cur[i][d];
        }
      int *key = keys[norient];
      for (int i = 0; i < nk; i++) key[i] = ((cur[i][0] - lo[0]) * 64 + (cur[i][1] - lo[1])) * 64 + (cur[i][2] - lo[2]);
      qsort(key, nk, sizeof(int), cmp_key);
      int dup = 0;
      for (int o = 0; o < norient && !dup; o++) dup = !memcmp(keys[o], key, nk * sizeof(int));
      if (dup) continue;
      norient++;
      int ext[3] = {0, 0, 0};
      for (int i = 0; i < nk; i++) {
        int c3[3] = {key[i] >> 12, (key[i] >> 6) & 63, key[i] & 63};
        for (int d = 0; d < 3; d++) if (c3[d] + 1 > ext[d]) ext[d] = c3[d] + 1;
      }
      for (int tx = 0; tx + ext[0] <= dim[0]; tx++)
        for (int ty = 0; ty + ext[1] <= dim[1]; ty++)
          for (int tz = 0; tz + ext[2] <= dim[2]; tz++) {
            u128 m = 0;
            for (int i = 0; i < nk; i++) {
              int x = tx + (key[i] >> 12), y = ty + ((key[i] >> 6) & 63), z = tz + (key[i] & 63);
              m |= (u128)1 << (x * stride[0] + y * stride[1] + z * stride[2]);
            }
            if (n == cap) {
              cap *= 2;
              m_all = realloc(m_all, cap * sizeof *m_all);
              p_all = realloc(p_all, cap * sizeof *p_all);
              f_all = realloc(f_all, cap * sizeof *f_all);
            }
            m_all[n] = m; p_all[n] = p; f_all[n] = first_cell(m); n++;
          }
    }
  }
  /* grouped by first cell (stable: pieces in the order given) */
  pmask = malloc((n + 1) * sizeof *pmask); ppiece = malloc((n + 1) * sizeof *ppiece);
  int count_at[MAXCELLS + 1] = {0};
  for (size_t k = 0; k < n; k++) count_at[f_all[k] + 1]++;
  for (int c = 0; c < NC; c++) count_at[c + 1] += count_at[c];
  memcpy(start, count_at, sizeof start);
  for (size_t k = 0; k < n; k++) { int at = count_at[f_all[k]]++; pmask[at] = m_all[k]; ppiece[at] = p_all[k]; }
  free(m_all); free(p_all); free(f_all);

  /* depth-first search: fill the first empty cell */
  FULL = NC == 128 ? ~(u128)0 : (((u128)1 << NC) - 1);
  printf("%llu\n", search(0, 0));
  return 0;
}
