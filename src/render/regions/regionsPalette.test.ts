/**
 * The regions palette is checked for colour-blind players: every two fills of REGION_FILLS stay
 * apart (CIE76 ΔE ≥ 10, a difference people see at a glance) in normal vision and as people with
 * protanopia, deuteranopia and tritanopia see them (Machado, Oliveira & Fernandes 2009, severity
 * 1, applied in linear RGB). Touching regions differ in hatching as well (regionStyles).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { REGION_FILLS } from './regionsSvg.js';

const VISION: Record<string, readonly (readonly number[])[]> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

const linear = (c: number): number => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

/** CIE L*a*b* (D65) of a linear RGB colour. */
function lab([r, g, b]: readonly number[]): number[] {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** A #rrggbb colour as someone with the vision `m` sees it, in L*a*b*. */
function seen(hex: string, m: readonly (readonly number[])[]): number[] {
  const c = [1, 3, 5].map((i) => linear(parseInt(hex.slice(i, i + 2), 16)));
  return lab(
    m.map((row) => Math.min(1, Math.max(0, row[0] * c[0] + row[1] * c[1] + row[2] * c[2]))),
  );
}

test('every two region fills differ by ΔE ≥ 10 in normal and in colour-blind vision', () => {
  assert.ok(REGION_FILLS.length >= 8);
  for (const [vision, m] of Object.entries(VISION)) {
    const labs = REGION_FILLS.map((h) => seen(h, m));
    for (let i = 0; i < labs.length; i++) {
      for (let j = i + 1; j < labs.length; j++) {
        const d = Math.hypot(...labs[i].map((v, t) => v - labs[j][t]));
        assert.ok(
          d >= 10,
          `${vision}: ${REGION_FILLS[i]} and ${REGION_FILLS[j]} are ΔE ${d.toFixed(1)} apart`,
        );
      }
    }
  }
});

test('the check can fail: two near yellow-greens are too close for deuteranopia', () => {
  const m = VISION.deuteranopia;
  const [a, b] = [seen('#bbcc33', m), seen('#b8c83a', m)];
  assert.ok(Math.hypot(...a.map((v, t) => v - b[t])) < 10);
});
