/**
 * An explicit solution for every N ≥ 4 in O(N), no search: the rule of Hoffman, Loessi and Moore
 * ("Constructions for the solution of the m queens problem", Mathematics Magazine 42, 1969), in
 * the list form given by Bernhardsson ("Explicit solutions to the N-queens problem for all N",
 * SIGART Bulletin 2(2), 1991). In 1-based terms, with the queen of row i in column list[i]:
 *
 * - list = the even numbers 2, 4, …, then the odd numbers 1, 3, …, all ≤ N;
 * - if N mod 6 = 2: in the odd part swap 1 and 3 and move 5 to the end (… 3, 1, 7, 9, …, 5);
 * - if N mod 6 = 3: move 2 to the end of the even part and 1, 3 to the end of the odd part
 *   (4, 6, …, 2, 5, 7, …, 1, 3).
 *
 * For N = 8 (8 mod 6 = 2) that is 2 4 6 8 3 1 7 5. N = 1 has the single queen; N = 2 and 3 have
 * no solution. The result is a permutation; construct + check is the cross-check for huge N.
 */

/** The constructed placement (0-based cols[row] = column), or null for N = 2 and 3. */
export function constructPlacement(n: number): Int32Array | null {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`N must be ≥ 1: ${n}`);
  if (n === 2 || n === 3) return null;
  const cols = new Int32Array(n);
  if (n === 1) return cols;
  const m = n % 6;
  // The rule's numbers are 1-based columns: v goes in as v - 1.
  let k = 0;
  if (m === 3) {
    for (let v = 4; v <= n; v += 2) cols[k++] = v - 1;
    cols[k++] = 2 - 1;
    for (let v = 5; v <= n; v += 2) cols[k++] = v - 1;
    cols[k++] = 1 - 1;
    cols[k++] = 3 - 1;
  } else if (m === 2) {
    for (let v = 2; v <= n; v += 2) cols[k++] = v - 1;
    cols[k++] = 3 - 1;
    cols[k++] = 1 - 1;
    for (let v = 7; v <= n; v += 2) cols[k++] = v - 1;
    cols[k++] = 5 - 1;
  } else {
    for (let v = 2; v <= n; v += 2) cols[k++] = v - 1;
    for (let v = 1; v <= n; v += 2) cols[k++] = v - 1;
  }
  return cols;
}
