/**
 * Naive references that share no code with the engines: permutations of 0…n-1 checked
 * pairwise, and classes found by applying the 8 symmetries as coordinate maps.
 */
export function naiveSolutions(n: number): number[][] {
  const out: number[][] = [];
  const perm: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  // Permutations in lexicographic order, each new queen checked against every earlier one: the
  // pairwise test of the whole permutation, done as it grows so a clash cuts its branch (12! whole
  // permutations took 40 s; the same check on prefixes takes milliseconds).
  const clashes = (c: number): boolean => {
    const r = perm.length;
    for (let a = 0; a < r; a++) if (Math.abs(perm[a] - c) === r - a) return true;
    return false;
  };
  const rec = (): void => {
    if (perm.length === n) {
      out.push(perm.slice());
      return;
    }
    for (let c = 0; c < n; c++) {
      if (used[c] || clashes(c)) continue;
      used[c] = true;
      perm.push(c);
      rec();
      perm.pop();
      used[c] = false;
    }
  };
  rec();
  return out; // permutations are generated in lexicographic order
}

/** The 8 images of a permutation, by mapping each queen's (row, col). */
export function naiveImages(p: number[]): number[][] {
  const n = p.length;
  const maps: ((r: number, c: number) => [number, number])[] = [
    (r, c) => [r, c],
    (r, c) => [c, n - 1 - r],
    (r, c) => [n - 1 - r, n - 1 - c],
    (r, c) => [n - 1 - c, r],
    (r, c) => [r, n - 1 - c],
    (r, c) => [n - 1 - r, c],
    (r, c) => [c, r],
    (r, c) => [n - 1 - c, n - 1 - r],
  ];
  return maps.map((m) => {
    const q = new Array<number>(n);
    p.forEach((c, r) => {
      const [r2, c2] = m(r, c);
      q[r2] = c2;
    });
    return q;
  });
}

export function lexCompare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

export type NaiveLine = 'column' | 'diagonal' | 'antidiagonal';

/**
 * Every attacking pair of a (possibly partial, -1 = empty row) placement by the definition:
 * two queens attack when they share a column or |Δcolumn| = Δrow. "diagonal" is the "\" one
 * (column - row constant), "antidiagonal" the "/" one.
 */
export function naiveAttacks(cols: ArrayLike<number>): { a: number; b: number; line: NaiveLine }[] {
  const out: { a: number; b: number; line: NaiveLine }[] = [];
  for (let a = 0; a < cols.length; a++) {
    for (let b = a + 1; b < cols.length; b++) {
      const ca = cols[a];
      const cb = cols[b];
      if (ca < 0 || cb < 0) continue;
      if (ca === cb) out.push({ a, b, line: 'column' });
      else if (cb - ca === b - a) out.push({ a, b, line: 'diagonal' });
      else if (ca - cb === b - a) out.push({ a, b, line: 'antidiagonal' });
    }
  }
  return out;
}

/** A full placement with no attacking pair, by the definition (O(n²)). */
export function naiveIsSolution(cols: ArrayLike<number>): boolean {
  for (let r = 0; r < cols.length; r++) if (cols[r] < 0 || cols[r] >= cols.length) return false;
  return naiveAttacks(cols).length === 0;
}
