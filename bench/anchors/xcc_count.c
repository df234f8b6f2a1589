/* Baseline for side-by-side timing (not part of the product): exact covering with colours and
   multiplicities, Knuth's Algorithm M (TAOCP 7.2.2.1), which is Algorithm C when every bound is 1
   and Algorithm X when there are no colours either. Written here from the published description.
   Input is Knuth's DLX1/DLX2/DLX3 text: lines starting with '|' are comments; the first other line
   names the primary items (each optionally "u:v|name", or "v|name" for u = v), then '|', then the
   secondary items; every further line is an option, a list of item names, a secondary one
   optionally coloured as "name:colour". An option with no primary item is ignored, as Knuth's
   programs do. Layout as in the book: item records, then one node array holding the item headers
   and the options as runs of nodes separated by spacers; no allocation per node.
   Branching is on the active primary item of least branching degree
   theta = LEN + 1 - max(0, BOUND - SLACK) (ties: smaller slack, then longer list, then leftmost;
   the first item with theta = 1 and no slack, a forced move, is taken at once: half the time of
   scanning every item on the Sudoku instances).
   usage: xcc_count FILE            prints "count C nodes N" (search-tree nodes, root included)
          xcc_count --list FILE     also prints every solution, one line each: the file line
                                    numbers of its options in the order chosen, then a tab
                                    and each option's text (its items, one space apart) */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { int top, up, down, color; } Node; /* header node: top holds LEN */
typedef struct { int prev, next, bound, slack; } Item;

static Node *nd;
static Item *it;
static int N, N1;                /* items 1..N, primary 1..N1; secondary list header N+1 */
static int *optLine;             /* file line of each option (spacer k precedes option k) */
static size_t *optText;          /* where each option's text starts in textPool, its end next */
static char *textPool;           /* the options as written (items one space apart), run together */
static size_t poolLen, poolCap;
static int *chosen;              /* the node chosen at each level (an item: "no more of it") */
static uint64_t count, nodes;
static int listing;
static char *outBuf;
static size_t outLen, outCap;

#define LEN(i) nd[i].top

static void die(const char *msg, int line) {
  if (line > 0) fprintf(stderr, "xcc_count: line %d: %s\n", line, msg);
  else fprintf(stderr, "xcc_count: %s\n", msg);
  exit(2);
}

/* ---- the dancing-links operations (Knuth's hide', cover', purify, tweak and their inverses) --- */

static inline void hide(int p) {
  for (int q = p + 1; q != p;) {
    int x = nd[q].top;
    if (x <= 0) { q = nd[q].up; continue; }
    if (nd[q].color >= 0) {
      int u = nd[q].up, d = nd[q].down;
      nd[u].down = d, nd[d].up = u, LEN(x)--;
    }
    q++;
  }
}

static inline void unhide(int p) {
  for (int q = p - 1; q != p;) {
    int x = nd[q].top;
    if (x <= 0) { q = nd[q].down; continue; }
    if (nd[q].color >= 0) {
      int u = nd[q].up, d = nd[q].down;
      nd[u].down = q, nd[d].up = q, LEN(x)++;
    }
    q--;
  }
}

static inline void cover(int i) {
  for (int p = nd[i].down; p != i; p = nd[p].down) hide(p);
  int l = it[i].prev, r = it[i].next;
  it[l].next = r, it[r].prev = l;
}

static inline void uncover(int i) {
  int l = it[i].prev, r = it[i].next;
  it[l].next = i, it[r].prev = i;
  for (int p = nd[i].up; p != i; p = nd[p].up) unhide(p);
}

static inline void purify(int p) {
  int c = nd[p].color, i = nd[p].top;
  for (int q = nd[i].down; q != i; q = nd[q].down) {
    if (nd[q].color == c) nd[q].color = -1;
    else hide(q);
  }
}

static inline void unpurify(int p) {
  int c = nd[p].color, i = nd[p].top;
  for (int q = nd[i].up; q != i; q = nd[q].up) {
    if (nd[q].color < 0) nd[q].color = c;
    else unhide(q);
  }
}

/* Takes option x (the first in item i's list) out of play: out of i's list and, unless i is
   already covered (its options are then hidden already), out of every other item's list. */
static inline void tweak(int x, int i, int hideIt) {
  if (hideIt) hide(x);
  int d = nd[x].down;
  nd[i].down = d, nd[d].up = i, LEN(i)--;
}

/* Puts back every option tweaked at one level, first = the first of them: their DLINKs still
   chain them in order to the present first node of i's list. Unhides in reverse order. */
static void untweak(int first, int i, int unhideThem) {
  int z = nd[i].down, x = first, y = i, k = 0;
  nd[i].down = first;
  while (x != z) nd[x].up = y, y = x, x = nd[x].down, k++;
  nd[z].up = y, LEN(i) += k;
  if (unhideThem)
    for (x = y; x != i; x = nd[x].up) unhide(x);
}

/* Uses option x chosen through one of its items: the others are covered once more (a primary
   item is covered for good when its bound reaches 0), coloured secondaries purified. */
static inline void use(int x) {
  for (int p = x + 1; p != x;) {
    int j = nd[p].top;
    if (j <= 0) { p = nd[p].up; continue; }
    if (j <= N1) {
      if (--it[j].bound == 0) cover(j);
    } else if (nd[p].color == 0) cover(j);
    else if (nd[p].color > 0) purify(p);
    p++;
  }
}

static inline void unuse(int x) {
  for (int p = x - 1; p != x;) {
    int j = nd[p].top;
    if (j <= 0) { p = nd[p].down; continue; }
    if (j <= N1) {
      if (++it[j].bound == 1) uncover(j);
    } else if (nd[p].color == 0) uncover(j);
    else if (nd[p].color > 0) unpurify(p);
    p--;
  }
}

/* ---- the search ---- */

static void emit(const char *s, size_t n) {
  if (outLen + n > outCap) {
    fwrite(outBuf, 1, outLen, stdout);
    outLen = 0;
    if (n > outCap) { fwrite(s, 1, n, stdout); return; }
  }
  memcpy(outBuf + outLen, s, n), outLen += n;
}

/* One line: the options' file line numbers, then a tab and the text of each option. */
static void visit(int level) {
  char buf[16];
  int first = 1;
  for (int l = 0; l < level; l++) {
    int p = chosen[l];
    if (p <= N) continue; /* a level that took no option */
    while (nd[p].top > 0) p--; /* the spacer before option k has TOP = 1 - k */
    int n = snprintf(buf, sizeof buf, first ? "%d" : " %d", optLine[1 - nd[p].top]);
    emit(buf, (size_t)n), first = 0;
  }
  for (int l = 0; l < level; l++) {
    int p = chosen[l];
    if (p <= N) continue;
    while (nd[p].top > 0) p--;
    int k = 1 - nd[p].top;
    emit("\t", 1), emit(textPool + optText[k], optText[k + 1] - optText[k]);
  }
  emit("\n", 1);
}

static void search(int level) {
  nodes++;
  if (it[0].next == 0) {
    count++;
    if (listing) visit(level);
    return;
  }
  int i = 0, best = 0x7fffffff, bestSlack = 0, bestLen = 0;
  for (int k = it[0].next; k != 0; k = it[k].next) {
    int need = it[k].bound - it[k].slack, s = it[k].slack, len = LEN(k);
    int theta = len + 1 - (need > 0 ? need : 0);
    if (theta < best || (theta == best && (s < bestSlack || (s == bestSlack && len > bestLen)))) {
      i = k, best = theta, bestSlack = s, bestLen = len;
      if (theta <= 0 || (theta == 1 && s == 0)) break; /* a dead end, or a forced move */
    }
  }
  if (best <= 0) return;
  int b = --it[i].bound, s = it[i].slack;
  if (b == 0) cover(i);
  if (b == 0 && s == 0) { /* the last use of i, no choice of stopping: Algorithm C's branch */
    for (int x = nd[i].down; x != i; x = nd[x].down) {
      chosen[level] = x;
      use(x);
      search(level + 1);
      unuse(x);
    }
    uncover(i);
  } else {
    /* Options of i are tried in list order, each tweaked away before it is used, so that
       deeper levels only take later ones; the last branch uses i no more (if its lower bound
       allows it). */
    int first = nd[i].down;
    for (int x = first;;) {
      if (LEN(i) <= b - s) break; /* too few options left to reach the lower bound */
      chosen[level] = x;
      if (x == i) {
        if (b != 0) {
          int l = it[i].prev, r = it[i].next;
          it[l].next = r, it[r].prev = l;
          search(level + 1);
          it[l].next = i, it[r].prev = i;
        } else search(level + 1);
        break;
      }
      tweak(x, i, b != 0);
      use(x);
      search(level + 1);
      unuse(x);
      x = nd[x].down;
    }
    untweak(first, i, b != 0);
    if (b == 0) uncover(i);
  }
  it[i].bound++;
}

/* ---- reading Knuth's format ---- */

typedef struct { char **key; int *val; unsigned cap, used; } Table;

static unsigned hashOf(const char *s) {
  unsigned h = 2166136261u;
  while (*s) h = (h ^ (unsigned char)*s++) * 16777619u;
  return h;
}

static int *slot(Table *t, const char *s, int insert) {
  if (insert && 2 * (t->used + 1) > t->cap) {
    Table bigger = {0, 0, t->cap ? 2 * t->cap : 1024, 0};
    bigger.key = calloc(bigger.cap, sizeof(char *)), bigger.val = calloc(bigger.cap, sizeof(int));
    for (unsigned k = 0; k < t->cap; k++)
      if (t->key[k]) *slot(&bigger, t->key[k], 1) = t->val[k];
    free(t->key), free(t->val);
    *t = bigger;
  }
  if (t->cap == 0) return NULL;
  for (unsigned h = hashOf(s) & (t->cap - 1);; h = (h + 1) & (t->cap - 1)) {
    if (t->key[h] == NULL) {
      if (!insert) return NULL;
      t->key[h] = strdup(s), t->val[h] = 0, t->used++;
      return &t->val[h];
    }
    if (strcmp(t->key[h], s) == 0) return &t->val[h];
  }
}

static Table items, colours;
static int nodesCap, nodesUsed, optCount, optCap;

static int newNode(void) {
  if (nodesUsed == nodesCap) {
    nodesCap = nodesCap ? 2 * nodesCap : 4096;
    nd = realloc(nd, (size_t)nodesCap * sizeof(Node));
    if (!nd) die("out of memory", 0);
  }
  memset(&nd[nodesUsed], 0, sizeof(Node));
  return nodesUsed++;
}

static int isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

/* Splits s in place into whitespace-separated tokens; returns how many. */
static int tokens(char *s, char ***out, int *cap) {
  int n = 0;
  for (;;) {
    while (*s && isSpace(*s)) s++;
    if (!*s) return n;
    if (n == *cap) *cap = *cap ? 2 * *cap : 64, *out = realloc(*out, (size_t)*cap * sizeof(char *));
    (*out)[n++] = s;
    while (*s && !isSpace(*s)) s++;
    if (*s) *s++ = 0;
  }
}

static void readItems(char **tok, int n, int line) {
  int secondary = 0, cap = 64;
  int *bound = malloc(cap * sizeof(int)), *slack = malloc(cap * sizeof(int));
  N = 0, N1 = 0;
  for (int k = 0; k < n; k++) {
    char *t = tok[k];
    if (strcmp(t, "|") == 0) {
      if (secondary) die("a second '|' in the items line", line);
      secondary = 1, N1 = N;
      continue;
    }
    int u = 1, v = 1;
    char *bar = strchr(t, '|');
    if (bar) {
      if (secondary) die("a secondary item cannot have a bound", line);
      char *colon = strchr(t, ':'), *end;
      if (colon && colon < bar) {
        u = (int)strtol(t, &end, 10);
        if (end != colon) die("bad bound", line);
        v = (int)strtol(colon + 1, &end, 10);
      } else u = v = (int)strtol(t, &end, 10);
      if (end != bar || u < 0 || v < 1 || u > v) die("bad bound (need 0 <= u <= v, v >= 1)", line);
      t = bar + 1;
    }
    if (!*t || strchr(t, ':') || strchr(t, '|')) die("bad item name", line);
    int *s = slot(&items, t, 1);
    if (*s) die("an item named twice", line);
    *s = ++N;
    if (N >= cap) cap *= 2, bound = realloc(bound, cap * sizeof(int)), slack = realloc(slack, cap * sizeof(int));
    bound[N] = v, slack[N] = v - u;
  }
  if (!secondary) N1 = N;
  if (N1 == 0) die("no primary items", line);
  it = calloc((size_t)N + 2, sizeof(Item));
  for (int i = 0; i <= N1; i++) it[i].next = i < N1 ? i + 1 : 0, it[i].prev = i > 0 ? i - 1 : N1;
  for (int i = N1 + 1; i <= N + 1; i++) /* secondary items: a circular list headed by N+1 */
    it[i].prev = i == N1 + 1 ? N + 1 : i - 1, it[i].next = i == N + 1 ? N1 + 1 : i + 1;
  if (N1 == N) it[N + 1].prev = it[N + 1].next = N + 1;
  for (int i = 1; i <= N; i++) it[i].bound = bound[i], it[i].slack = slack[i];
  free(bound), free(slack);
  for (int i = 0; i <= N; i++) {
    int h = newNode();
    nd[h].up = nd[h].down = h;
  }
  newNode(); /* the first spacer */
}

static int *seen, stamp; /* per item: the option line that last named it (duplicate check) */

static void readOption(char **tok, int n, int line) {
  int start = nodesUsed, primary = 0;
  optCount++, stamp++;
  for (int k = 0; k < n; k++) {
    char *t = tok[k], *colon = strchr(t, ':');
    if (colon) *colon = 0;
    int *s = slot(&items, t, 0);
    if (colon) *colon = ':'; /* the text stays whole for --list */
    if (!s) die("an unknown item", line);
    int i = *s, c = 0;
    if (seen[i] == stamp) die("an item named twice in one option", line);
    seen[i] = stamp;
    if (colon) {
      if (i <= N1) die("a primary item cannot have a colour", line);
      if (!colon[1]) die("an empty colour", line);
      int *cs = slot(&colours, colon + 1, 1);
      if (!*cs) *cs = (int)colours.used;
      c = *cs;
    }
    if (i <= N1) primary = 1;
    int p = newNode();
    nd[p].top = i, nd[p].color = c;
    int last = nd[i].up;
    nd[p].up = last, nd[p].down = i, nd[last].down = p, nd[i].up = p, LEN(i)++;
  }
  if (!primary) { /* never chosen: drop it */
    for (int p = nodesUsed - 1; p >= start; p--) {
      int i = nd[p].top, u = nd[p].up;
      nd[u].down = i, nd[i].up = u, LEN(i)--;
    }
    nodesUsed = start, optCount--;
    fprintf(stderr, "xcc_count: line %d: an option with no primary item is ignored\n", line);
    return;
  }
  if (optCount + 1 >= optCap) {
    optCap = optCap ? 2 * optCap : 1024;
    optLine = realloc(optLine, (size_t)optCap * sizeof(int));
    optText = realloc(optText, (size_t)optCap * sizeof(size_t));
    if (!optLine || !optText) die("out of memory", 0);
  }
  optLine[optCount] = line, optText[optCount] = poolLen;
  for (int k = 0; k < n; k++) { /* the text, kept for --list */
    size_t len = strlen(tok[k]);
    if (poolLen + len + 2 > poolCap) {
      poolCap = 2 * (poolLen + len + 2);
      textPool = realloc(textPool, poolCap);
      if (!textPool) die("out of memory", 0);
    }
    if (k > 0) textPool[poolLen++] = ' ';
    memcpy(textPool + poolLen, tok[k], len), poolLen += len;
  }
  optText[optCount + 1] = poolLen;
  int sp = newNode(); /* the spacer after this option */
  nd[sp].top = -optCount, nd[sp].up = start;
  nd[start - 1].down = sp - 1;
}

static void readFile(FILE *f) {
  char *buf = NULL, **tok = NULL;
  size_t bufCap = 0;
  int tokCap = 0, line = 0, haveItems = 0;
  while (getline(&buf, &bufCap, f) >= 0) {
    line++;
    if (buf[0] == '|') continue;
    int n = tokens(buf, &tok, &tokCap);
    if (n == 0) continue;
    if (!haveItems) {
      readItems(tok, n, line), haveItems = 1;
      seen = calloc((size_t)N + 1, sizeof(int));
    } else readOption(tok, n, line);
  }
  if (!haveItems) die("no items line", 0);
  free(buf), free(tok);
}

int main(int argc, char **argv) {
  const char *path = NULL;
  for (int k = 1; k < argc; k++) {
    if (strcmp(argv[k], "--list") == 0) listing = 1;
    else path = argv[k];
  }
  if (!path) { fprintf(stderr, "usage: xcc_count [--list] FILE\n"); return 2; }
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
  if (!f) { perror(path); return 2; }
  readFile(f);
  if (f != stdin) fclose(f);
  chosen = malloc(((size_t)optCount + (size_t)N + 2) * sizeof(int));
  outCap = 1 << 16, outBuf = malloc(outCap);
  search(0);
  fwrite(outBuf, 1, outLen, stdout);
  printf("count %llu nodes %llu\n", (unsigned long long)count, (unsigned long long)nodes);
  return 0;
}
