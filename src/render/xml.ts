/** Escapes text for XML/SVG attribute values and element content. */
export function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * A number as an SVG coordinate: at most 2 decimals, so 0.7 × 28 prints 19.6, not
 * 19.599999999999998 (a hundredth of a pixel is below what any screen shows).
 */
export function svgNumber(x: number): string {
  return String(Math.round(x * 100) / 100);
}

/**
 * A template tag for SVG markup: every number put in is written by svgNumber, every other
 * value as it is (strings are already markup or escaped text).
 */
export function svg(strings: TemplateStringsArray, ...values: readonly unknown[]): string {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    out += (typeof v === 'number' ? svgNumber(v) : String(v)) + strings[i + 1];
  }
  return out;
}
