/**
 * The tilings view with a 3-D region in Debian's Chromium, against `placer tile`: the Diabolical
 * preset counts as the CLI counts it. Watching the search in 3-D and the Soma box typed, counted
 * and turned are in polycubes.slow.test.ts. Screenshots go to test/.screenshots.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserSuite, assertClean } from '../support/browser.js';
import { placerLater } from '../support/cli.js';

const suite = browserSuite();
const T = { timeout: 30_000 };

test(
  'the Diabolical preset counts as `placer tile 3x3x3 --pieces diabolical --count`',
  T,
  async () => {
    const cli = placerLater(
      ['tile', '3x3x3', '--pieces', 'diabolical', '--count', '--format', 'json'],
      { ok: [0] },
    );
    const { page, problems } = await suite.open('?view=tilings');
    await page.getByTestId('check-words').waitFor();
    await page.getByLabel('Preset').selectOption({ label: '3×3×3 cube (Diabolical)' });
    assert.equal(new URL(page.url()).searchParams.get('pieces'), 'diabolical');
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    await page.getByTestId('tiling-total').waitFor({ timeout: 10_000 });
    const want = JSON.parse((await cli).stdout) as Record<string, string>;
    const shown = async (id: string) =>
      ((await page.getByTestId(id).textContent()) ?? '').replace(/,/g, '');
    assert.deepEqual(
      [
        await shown('tiling-total'),
        await shown('tiling-distinct'),
        await shown('tiling-rotations'),
      ],
      [want.total, want.classes, want.rotationClasses],
    );
    assertClean(problems);
  },
);
