/**
 * The API reference in docs/api/ (TypeDoc, typedoc.json, from src/index.ts and the doc comments):
 * a fresh generation must equal the committed pages, and TypeDoc's validation must pass: an
 * export (or a method or function-valued property of one) without a doc comment fails it.
 * `npm run api` writes the pages. In the slow suite (TypeDoc takes 5 to 15 s of CPU): the default
 * suite's test/library.test.ts refuses an undocumented export or method from the source alone
 * (scripts/api-reference.ts), and docs/api.md is checked there.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TYPEDOC = join(ROOT, 'node_modules/typedoc/bin/typedoc');
const API_DIR = join(ROOT, 'docs/api');

function typedoc(args: readonly string[], cwd = ROOT): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, [TYPEDOC, ...args], { cwd, encoding: 'utf8' });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

/** Every file under `dir`, by path relative to it, with its text. */
function tree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  return out;
}

test('docs/api is what TypeDoc generates now, and every export is documented', () => {
  const out = mkdtempSync(join(tmpdir(), 'placer-api-'));
  try {
    const r = typedoc(['--out', out, '--logLevel', 'Warn']);
    assert.equal(r.status, 0, `TypeDoc failed (an export without a doc comment?):\n${r.output}`);
    assert.doesNotMatch(r.output, /warning|error/i, r.output);
    const fresh = tree(out);
    const committed = tree(API_DIR);
    assert.deepEqual(
      [...committed.keys()],
      [...fresh.keys()],
      'docs/api is out of date: run `npm run api`',
    );
    for (const [path, text] of fresh) {
      assert.equal(
        committed.get(path),
        text,
        `docs/api/${path} is out of date: run \`npm run api\``,
      );
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

/**
 * Runs TypeDoc with the project's validation settings (typedoc.json) over one entry point,
 * `source` (and the `more` files it imports), in a temporary folder; its exit status and output.
 */
function validateOne(
  source: string,
  more: Record<string, string> = {},
): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'placer-api-'));
  try {
    writeFileSync(join(dir, 'index.ts'), source);
    for (const [name, text] of Object.entries(more)) writeFileSync(join(dir, name), text);
    // A package of its own: TypeDoc checks exports only for types of the package it documents.
    writeFileSync(join(dir, 'package.json'), '{"name":"api-check","version":"0.0.0"}');
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, types: [], module: 'nodenext' },
        files: ['index.ts'],
      }),
    );
    // The project's own settings, on this one file.
    const config = JSON.parse(readFileSync(join(ROOT, 'typedoc.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const { validation, requiredToBeDocumented, treatValidationWarningsAsErrors } = config;
    writeFileSync(
      join(dir, 'typedoc.json'),
      JSON.stringify({
        entryPoints: ['index.ts'],
        tsconfig: 'tsconfig.json',
        emit: 'none',
        validation,
        requiredToBeDocumented,
        treatValidationWarningsAsErrors,
      }),
    );
    return typedoc(['--options', 'typedoc.json'], dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("TypeDoc's validation refuses an export without a doc comment", () => {
  const r = validateOne(
    '/** Documented. */\nexport function documented(): number {\n  return 1;\n}\n\nexport function bare(): number {\n  return 2;\n}\n',
  );
  assert.notEqual(r.status, 0, r.output);
  assert.match(r.output, /bare.*does not have any documentation/);
  assert.doesNotMatch(r.output, /documented .*does not have/);
});

test("TypeDoc's validation refuses a type the exports use but do not export", () => {
  // As in the library: the type is declared in a core module, and the entry point forgets it.
  const r = validateOne(
    "import type { Hidden } from './hidden.js';\n\n/** Shown. */\nexport function shown(): Hidden {\n  return { x: 1 };\n}\n",
    { 'hidden.ts': '/** Hidden. */\nexport interface Hidden {\n  readonly x: number;\n}\n' },
  );
  assert.notEqual(r.status, 0, r.output);
  assert.match(r.output, /Hidden, defined in .* is referenced by shown.* but not included/);
});
