/* eslint-disable no-control-regex -- the test looks for control characters */
/**
 * The rules every command follows (docs/cli.md): exit codes, -o and '-', help, streams. Each
 * test here was a defect seen in use (issue 11).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CLI_CACHE,
  placer,
  placerChild,
  tempFiles,
  usageLine,
  interruptedInOnePipe,
} from './support/cli.js';

test('solve and complete --format json: stdout is one JSON object, the same as --json', () => {
  for (const args of [
    ['queens', 'solve', '6', '--seed', '1'],
    ['queens', 'complete', '6', '--fixed', '2', '.', '.', '.', '.', '.'],
    ['queens', 'complete', '6', '--fixed', '2', '.', '.', '.', '.', '.', '--count'],
  ]) {
    const r = placer([...args, '--format', 'json']);
    assert.equal(r.code, 0, r.stderr);
    const lines = r.stdout.trimEnd().split('\n');
    assert.equal(lines.length, 1, r.stdout);
    const answer = JSON.parse(lines[0]) as { n: number; placement?: { cols: number[] } };
    assert.equal(answer.n, 6);
    if (!args.includes('--count')) {
      assert.deepEqual([...(answer.placement?.cols ?? [])].sort(), [1, 2, 3, 4, 5, 6]);
    }
    // --json stays, a hidden alias: the same object but for its timings.
    const alias = placer([...args, '--json']);
    const untimed = (t: string): string => t.replace(/"(\w*[sS]econds)":[\d.e-]+/g, '"$1":0');
    assert.equal(untimed(alias.stdout), untimed(r.stdout));
  }
});

test('solve -o: a bad path fails before the search (one that would never end)', () => {
  const dir = tempFiles();
  // Mutation with the escape step stalls at N = 40: only a check made first can answer.
  const r = placer([
    'queens',
    'solve',
    '40',
    '--method',
    'mutation',
    '-q',
    '-o',
    join(dir, 'no', 'q.txt'),
  ]);
  assert.match(usageLine(r), /^placer: -o '.*no\/q\.txt': folder '.*no' does not exist$/);
  const alias = placer(['queens', 'solve', '40', '--method', 'mutation', '-q', '--out', dir]);
  assert.match(usageLine(alias), /is a directory|is a folder/);
});

test("-o - is standard output: solve prints the placement alone, tile its tilings; no file '-'", () => {
  const dir = tempFiles();
  const s = placer(['queens', 'solve', '8', '--seed', '3', '-o', '-'], { cwd: dir });
  assert.equal(s.code, 0, s.stderr);
  assert.match(s.stdout, /^(\d+ ){7}\d+\n$/, 'the placement, as a file would hold it');
  assert.match(s.stderr, /^method +min-conflicts$/m, 'the summary goes to stderr');
  const back = placer(['queens', 'check', '8', '--in', '-'], { input: s.stdout });
  assert.equal(back.code, 0, back.stdout);
  const t = placer(['tile', '3x20', '-o', '-'], { cwd: dir });
  assert.equal(t.code, 0, t.stderr);
  assert.equal(t.stdout, placer(['tile', '3x20']).stdout);
  assert.deepEqual(readdirSync(dir), []);
  assert.ok(!existsSync(join(dir, '-')));
});

test('solve --json --trace: every line of stdout is JSON; --trace text with --json is refused', () => {
  const r = placer([
    'queens',
    'solve',
    '6',
    '--json',
    '--method',
    'greedy',
    '--trace',
    '--seed',
    '2',
  ]);
  assert.equal(r.code, 0, r.stderr);
  const lines = r.stdout.trimEnd().split('\n');
  assert.ok(lines.length > 2);
  for (const l of lines) JSON.parse(l);
  assert.equal((JSON.parse(lines.at(-1)!) as { type: string }).type, 'summary');
  const text = placer(['queens', 'solve', '6', '--json', '--method', 'greedy', '--trace', 'text']);
  assert.match(usageLine(text), /--trace text is not JSON/);
});

test('placer help queens count is the help of queens count', () => {
  const r = placer(['help', 'queens', 'count']);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^Usage: placer queens count /);
  assert.equal(placer(['queens', 'count', '--help']).stdout, r.stdout);
});

test('placer help of a command that does not exist names it and exits 2', () => {
  assert.equal(
    usageLine(placer(['help', 'nothing'])),
    "placer: unknown command 'nothing' (commands: queens, tile, cover, kings, regions, serve, worker, queue)",
  );
  assert.match(usageLine(placer(['help', 'queens', 'nothing'])), /unknown command 'nothing'/);
  assert.equal(placer(['help', 'tile']).code, 0);
});

test('a count of 0 is an answer (exit 0); a search that finds nothing is a "no" (exit 1)', () => {
  const fixed = ['--fixed', '1', '2', '.', '.', '.', '.', '.', '.'];
  const count = placer(['queens', 'complete', '8', ...fixed, '--count']);
  assert.equal(count.code, 0, count.stdout);
  assert.match(count.stdout, /^completions +0$/m);
  assert.equal(placer(['queens', 'complete', '8', ...fixed]).code, 1);
  assert.equal(placer(['queens', 'count', '3']).code, 0);
  assert.equal(placer(['tile', '4x5', '--pieces', 'tetrominoes', '--count']).code, 0);
});

test('Ctrl-C during tile --count: the summary says partial, and the message comes after it', async () => {
  const { code, out, lines } = await interruptedInOnePipe([
    'tile',
    '10x6',
    '--count',
    '--symmetry',
    'none',
    '--engine',
    'dlx',
    '--progress',
  ]);
  assert.equal(code, 130, out);
  assert.match(lines.at(-1)!, /^cancelled after .*: the counts above are partial\b/);
  assert.match(lines.at(-2)!, /^time +/, 'the summary ends just before the message');
  assert.ok(
    lines.some((l) =>
      /^status {7}cancelled: the counts below are partial: finished sub-problems only, \d+ of \d+$/.test(
        l,
      ),
    ),
    out,
  );
});

test('a CLI test leaves $HOME untouched: the helpers give the command its own cache', async () => {
  // As in a shell where scripts/run-tests.mjs set no XDG_CACHE_HOME: the helper must give one.
  const home = tempFiles();
  const runs = process.env.XDG_CACHE_HOME;
  delete process.env.XDG_CACHE_HOME;
  let code: number | null;
  let seen = '';
  try {
    const args = ['tile', '10x6', '--count', '--symmetry', 'none', '--engine', 'dlx', '--progress'];
    const child = placerChild(args, { HOME: home });
    let sent = false;
    child.stderr.on('data', (b: Buffer) => {
      seen += b.toString();
      // Once a unit is done, so the cancelled count saves a default checkpoint.
      if (!sent && /[1-9]\d*\/32 units/.test(seen)) {
        sent = true;
        child.kill('SIGINT');
      }
    });
    code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  } finally {
    if (runs !== undefined) process.env.XDG_CACHE_HOME = runs;
  }
  assert.equal(code, 130, seen);
  assert.match(seen, /finished work is saved in /);
  assert.deepEqual(readdirSync(home), [], 'nothing written under $HOME');
  const saved = readdirSync(join(CLI_CACHE, 'placer'));
  assert.ok(
    saved.some((f) => f.startsWith('tile-')),
    `the checkpoint is in the helper's cache: ${saved.join(', ')}`,
  );
});

test('--format is the output format everywhere; --json its hidden alias; --input-format reads', () => {
  for (const args of [
    ['queens', 'count', '8'],
    ['queens', 'estimate', '8', '--seed', '1', '--samples', '100'],
    ['queens', 'check', '4', '2', '4', '1', '3'],
  ]) {
    const f = placer([...args, '--format', 'json']);
    assert.equal(f.code, 0, f.stderr);
    const j = placer([...args, '--json']);
    const strip = (t: string): unknown => {
      const o = JSON.parse(t) as Record<string, unknown>;
      for (const k of Object.keys(o)) if (/seconds/i.test(k)) delete o[k];
      return o;
    };
    assert.deepEqual(strip(f.stdout), strip(j.stdout), args.join(' '));
    assert.doesNotMatch(placer([...args, '--help']).stdout, /--json/, 'the alias is hidden');
  }
  const read = placer(['queens', 'check', '4', 'a2 b4 c1 d3', '--input-format', 'algebraic']);
  assert.equal(read.code, 0, read.stderr);
  assert.match(
    usageLine(placer(['queens', 'check', '4', '2 4 1 3', '--input-format', 'json'])),
    /JSON/,
  );
  const svg = placer(['queens', 'show', '4', '2', '4', '1', '3', '--format', 'svg']);
  assert.equal(
    svg.stdout,
    placer(['queens', 'show', '4', '2', '4', '1', '3', '--svg', '-']).stdout,
  );
  assert.match(svg.stdout, /^<svg /);
});

test('--color auto|always|never, anywhere on the line; NO_COLOR and FORCE_COLOR for auto', () => {
  const show = ['queens', 'show', '4', '2', '4', '1', '3'];
  const esc = (r: { stdout: string }): boolean => r.stdout.includes('\x1b[');
  assert.ok(!esc(placer(show)), 'not a terminal: no colour');
  assert.ok(esc(placer([...show, '--color', 'always'])));
  assert.ok(esc(placer(['--color=always', ...show])));
  assert.ok(esc(placer([...show, '--color', 'always'], { env: { NO_COLOR: '1' } })));
  assert.ok(esc(placer(show, { env: { NO_COLOR: '', FORCE_COLOR: '1' } })));
  assert.ok(!esc(placer([...show, '--color', 'never'], { env: { FORCE_COLOR: '1' } })));
  assert.match(
    usageLine(placer([...show, '--color', 'sometimes'])),
    /--color must be one of auto, always, never/,
  );
});

test('docs/cli.md has a section for every command, naming every option its help lists', () => {
  const doc = readFileSync(new URL('../docs/cli.md', import.meta.url), 'utf8');
  const commandsOf = (help: string): string[] =>
    (help.split(/^Commands:$/m)[1] ?? '')
      .split('\n')
      .map((l) => /^ {2}([a-z]+)\b/.exec(l)?.[1])
      .filter((c): c is string => c !== undefined && c !== 'help');
  const top = commandsOf(placer(['--help']).stdout);
  const all = top.flatMap((c) => {
    const subs = commandsOf(placer([c, '--help']).stdout);
    return subs.length > 0 ? subs.map((s) => [c, s]) : [[c]];
  });
  assert.ok(all.length >= 11, JSON.stringify(all));
  for (const words of all) {
    const title = `### placer ${words.join(' ')}`;
    const start = doc.indexOf(`${title}\n`);
    assert.ok(start >= 0, `docs/cli.md has no section '${title}'`);
    const next = doc.indexOf('\n### ', start + title.length);
    const section = doc.slice(start, next < 0 ? undefined : next);
    const help = placer([...words, '--help']).stdout.split(/^Options:$/m)[1] ?? '';
    for (const m of help.matchAll(/^ {2}(?:-[a-zA-Z], )?(--[a-z-]+)/gm)) {
      if (m[1] === '--help') continue;
      assert.match(section, new RegExp(`(^|[^a-z-])${m[1]}(?![a-z-])`), `${title}: ${m[1]}`);
    }
  }
});

/** Bytes no message may print raw: escape sequences, NUL, BEL, zero-width, BOM, invalid UTF-8. */
const NASTY: Record<string, Buffer> = {
  'escape, bell, zero-width, inner BOM': Buffer.from('\x1b[31mr\x07e\u200bd\ufeffx'),
  'NUL and invalid UTF-8': Buffer.from([0x61, 0x00, 0x62, 0xff, 0xfe, 0x63]),
};
/** Characters a safe message never holds. */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\ufeff\ufffd]/;

function assertSafeUsage(r: { code: number | null; stdout: string; stderr: string }, what: string) {
  assert.equal(r.code, 2, `${what}: ${r.stderr}`);
  assert.equal(r.stderr.trimEnd().split('\n').length, 1, `${what}: one line: ${r.stderr}`);
  assert.doesNotMatch(r.stderr, UNSAFE, `${what}: ${JSON.stringify(r.stderr)}`);
}

test('every text input: bad bytes get a one-line message with the bytes escaped', () => {
  const dir = tempFiles();
  for (const [name, bytes] of Object.entries(NASTY)) {
    const text = bytes.toString('latin1');
    const file = join(dir, 'in.txt');
    writeFileSync(file, bytes);
    const cases: [string, string[], string?][] = [
      // Arguments cannot hold NUL; the rest are passed as they are.
      ['N', ['queens', 'count', text.replace('\x00', '')]],
      [
        'placement words',
        ['queens', 'check', '4', `2 4 1 ${bytes.toString().replace('\x00', '')}`],
      ],
      ['REGION', ['tile', text.replace('\x00', '')]],
      ['--pieces', ['tile', '6x10', '--pieces', text.replace('\x00', '')]],
      ['--method', ['queens', 'solve', '8', '--method', bytes.toString().replace('\x00', '')]],
      ['placement file', ['queens', 'check', '4', '--in', file]],
      ['placement stdin (json)', ['queens', 'check', '4', '--in', '-'], `{"n":4,"cols":[${text}]}`],
      ['picture file', ['tile', file]],
      ['piece file', ['tile', '6x10', '--pieces', file]],
      // A DLX file whose option names an item that is not declared: the bad name is quoted.
      ['DLX option', ['cover', '-'], `a\na ${text}\n`],
    ];
    for (const [what, args, input] of cases) {
      assertSafeUsage(placer(args, { input }), `${what} with ${name}`);
    }
  }
  const long = placer(['tile', 'x'.repeat(5000)]);
  assertSafeUsage(long, 'a long REGION');
  assert.match(long.stderr, /'x+…' \(5000 characters\)/);
  assert.ok(long.stderr.length < 300);
});

test('a BOM at the start of any text input is skipped', () => {
  const bom = '\ufeff';
  const dir = tempFiles({
    'q.txt': `${bom}2 4 1 3\n`,
    'q.json': `${bom}{"n":4,"cols":[2,4,1,3]}`,
    'q.alg': `${bom}a2 b4 c1 d3\n`,
    'pic.txt': `${bom}...\n...\n`,
    'l.pieces': `${bom}L 2\n#.\n#.\n##\n`,
    'x.dlx': `${bom}a b\na\nb\n`,
  });
  for (const f of ['q.txt', 'q.json', 'q.alg']) {
    const r = placer(['queens', 'check', '4', '--in', join(dir, f)]);
    assert.equal(r.code, 0, `${f}: ${r.stderr}`);
  }
  assert.equal(placer(['queens', 'check', '4', `${bom}2 4 1 3`]).code, 0);
  const pic = placer(['tile', join(dir, 'pic.txt'), '--pieces', 'trominoes', '--count']);
  assert.match(pic.stdout, /^region +.*\(6 cells/m);
  const pieces = placer(['tile', '2x4', '--pieces', join(dir, 'l.pieces'), '--count']);
  assert.equal(pieces.code, 0, pieces.stderr);
  const dlx = placer(['cover', join(dir, 'x.dlx'), '--count']);
  assert.match(dlx.stdout, /^solutions +1$/m);
});

test('outputs read back in: solve | check, list | check, list --fundamental | check, show, complete', () => {
  for (const format of ['perm', 'pairs', 'angle', 'algebraic', 'json']) {
    // --format json is the summary object; -o - is the placement alone, as a file holds it.
    const alone = format === 'json' ? ['-o', '-'] : [];
    const solved = placer(['queens', 'solve', '8', '--seed', '5', '--format', format, ...alone]);
    const s = placer(['queens', 'check', '8', '--in', '-'], { input: solved.stdout });
    assert.equal(s.code, 0, `solve --format ${format} | check: ${s.stderr}`);
    for (const extra of [[], ['--fundamental']]) {
      const listed = placer(['queens', 'list', '6', '--format', format, ...extra]).stdout;
      const lines = listed.trimEnd().split('\n');
      assert.equal(lines.length, extra.length > 0 ? 1 : 4);
      // Each line stands alone; the first one is fed back (each is one more process).
      for (const line of lines.slice(0, 1)) {
        const c = placer(['queens', 'check', '6', '--in', '-'], { input: line + '\n' });
        assert.equal(c.code, 0, `list ${format} ${extra.join(' ')} | check: ${line}: ${c.stderr}`);
      }
    }
  }
  const line = placer(['queens', 'list', '6', '--fundamental']).stdout.trimEnd();
  assert.match(line, /\(orbit 4\)$/);
  assert.match(placer(['queens', 'show', '6', line]).stdout, /^status +a solution$/m);
  assert.equal(placer(['queens', 'complete', '6', '--fixed', line]).code, 0);
});

test('tile --dlx - | cover --count counts what tile --count counts', () => {
  // 4×6 with L and T tetrominoes: 76 tilings, a count in milliseconds (cover on 3x20's 12
  // pentominoes took a second; cli-tile.test.ts counts that one).
  const problem = ['4x6', '--pieces', 'tetrominoes', '--piece', 'L=*', '--piece', 'T=*'];
  const dlx = placer(['tile', ...problem, '--dlx', '-']);
  assert.equal(dlx.code, 0, dlx.stderr);
  const c = placer(['cover', '-', '--count', '--format', 'json'], { input: dlx.stdout });
  assert.equal(c.code, 0, c.stderr);
  const t = placer(['tile', ...problem, '--count', '--format', 'json', '--symmetry', 'none']);
  assert.equal(t.code, 0, t.stderr);
  assert.ok(BigInt((JSON.parse(t.stdout) as { total: string }).total) > 0n, 'tilings to count');
  assert.equal(
    (JSON.parse(c.stdout) as { total: string }).total,
    (JSON.parse(t.stdout) as { total: string }).total,
  );
});

test('a mistyped command or option gets a "did you mean" hint (exit 2, one line)', () => {
  assert.match(
    usageLine(placer(['queens', 'cout', '8'])),
    /^placer: unknown command 'cout': did you mean count\? \(commands: count, /,
  );
  assert.match(usageLine(placer(['tiel', '3x20'])), /unknown command 'tiel': did you mean tile\?/);
  assert.match(
    usageLine(placer(['queens', 'count', '8', '--thread', '2'])),
    /^placer: unknown option '--thread': did you mean --threads\?$/,
  );
  assert.match(
    usageLine(placer(['queens', 'count', '8', '--zzzz'])),
    /^placer: unknown option '--zzzz'$/,
  );
});
