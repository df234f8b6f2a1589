/**
 * The regions board's colours in both themes (src/web/views/regions/regions.css): the region
 * borders stand out against every region fill by at least 3:1 (WCAG's contrast for the parts of
 * a drawing people must see), in the light theme and in the dark one.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const css = readFileSync(new URL('../src/web/views/regions/regions.css', import.meta.url), 'utf8');

/** The custom properties set in the first block whose selector matches `selector`. */
function block(selector: RegExp): Map<string, string> {
  const m = selector.exec(css);
  assert.ok(m, String(selector));
  const body = css.slice(m.index + m[0].length, css.indexOf('}', m.index));
  const vars = new Map<string, string>();
  for (const [, name, value] of body.matchAll(/(--[\w-]+):\s*([^;]+);/g))
    vars.set(name, value.trim());
  return vars;
}

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

for (const [theme, selector] of [
  ['light', /:root \{/],
  ['dark', /:root\[data-theme='dark'\] \{/],
] as const) {
  test(`${theme} theme: the region borders stand out against every fill (≥ 3:1)`, () => {
    const vars = block(selector);
    const line = vars.get('--region-line');
    assert.ok(line !== undefined && /^#[0-9a-f]{6}$/i.test(line), `--region-line: ${line}`);
    const fills = [...vars].filter(([k]) => /^--region-\d+$/.test(k));
    assert.equal(fills.length, 9);
    for (const [name, fill] of fills) {
      const c = contrast(line, fill);
      assert.ok(c >= 3, `${theme}: ${name} ${fill} against the border ${line}: ${c.toFixed(2)}:1`);
    }
  });
}

test('the dark theme is the same whether picked or followed from the system', () => {
  const picked = block(/:root\[data-theme='dark'\] \{/);
  const followed = block(/:root:not\(\[data-theme='light'\]\) \{/);
  assert.deepEqual([...followed], [...picked]);
});
