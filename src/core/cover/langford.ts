/**
 * Langford pairs as an exact-cover instance in DLX text (Knuth, TAOCP 7.2.2.1): place two copies
 * of each number k = 1…n in 2n slots with k numbers between them. Items: the numbers, then the
 * slots; one option per place of the first copy of k. Solutions count each arrangement and its
 * reversal: 2, 0, 0, 2, 0, 0, 52, 300 for n = 3…10 less the zeros (n ≡ 0 or 3 mod 4 only).
 */
export function langfordDlx(n: number): string {
  const slots = Array.from({ length: 2 * n }, (_, i) => `s${i + 1}`);
  const lines = [
    `| Langford pairs, n = ${n}`,
    [...Array.from({ length: n }, (_, k) => `${k + 1}`), ...slots].join(' '),
  ];
  for (let k = 1; k <= n; k++) {
    for (let i = 1; i + k + 1 <= 2 * n; i++) lines.push(`${k} s${i} s${i + k + 1}`);
  }
  return lines.join('\n') + '\n';
}
