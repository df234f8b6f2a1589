/**
 * -o, --output FILE on every command that prints a result (docs/cli.md "Output"): the file holds
 * what standard output would have held, the path is checked before any work, '-' is standard
 * output, and a failed or interrupted run leaves no file (or the old one untouched).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KNUTH_DLX } from './support/fixtures.js';
import {
  interruptOnFirstProgress,
  placer,
  placerChild,
  tempFiles,
  usageLine,
  placerUnprivileged,
} from './support/cli.js';

/** Timings differ between two runs: masked before comparing. */
const masked = (text: string): string =>
  text
    .replace(/\d+(\.\d+)? (s|ms|min)\b/g, 'T')
    .replace(/"(seconds|checkSeconds|ms)":[0-9.e-]+/g, '"$1":T');

/** Every command whose answer is its standard output, with arguments that answer fast. */
const COMMANDS: readonly (readonly string[])[] = [
  ['queens', 'count', '8', '--format', 'json'],
  ['queens', 'list', '6', '--fundamental'],
  ['queens', 'show', '4', '2', '4', '1', '3'],
  ['queens', 'walk', '4', '--limit', '5'],
  ['queens', 'check', '4', '2', '4', '1', '3'],
  ['queens', 'complete', '8', '--fixed', '1', '.', '.', '.', '.', '.', '.', '.'],
  ['queens', 'estimate', '8', '--seed', '1', '--samples', '100', '--no-eta'],
  ['tile', '3x20'],
  ['tile', '3x20', '--count'],
  ['cover', 'knuth.dlx'],
];

/** The command with its file names (knuth.dlx) in `dir`: absolute paths run in-process. */
const inDir = (dir: string, args: readonly string[]): string[] =>
  args.map((a) => (a.endsWith('.dlx') ? join(dir, a) : a));

test('-o FILE holds what stdout would hold, for every command that prints a result', () => {
  const dir = tempFiles({ 'knuth.dlx': KNUTH_DLX });
  for (const [i, command] of COMMANDS.entries()) {
    const args = inDir(dir, command);
    const plain = placer(args);
    assert.equal(plain.code, 0, `${args.join(' ')}: ${plain.stderr}`);
    const file = `out${i}.txt`;
    const opt = i % 2 === 0 ? '-o' : '--out'; // the hidden alias works the same
    const r = placer([...args, opt, join(dir, file)]);
    assert.equal(r.code, 0, `${args.join(' ')} ${opt}: ${r.stderr}`);
    assert.equal(r.stdout, '', `${args.join(' ')} ${opt}: nothing on stdout`);
    assert.equal(
      masked(readFileSync(join(dir, file), 'utf8')),
      masked(plain.stdout),
      args.join(' '),
    );
  }
  // Only the results: no temporary file left beside them.
  assert.deepEqual(
    readdirSync(dir).filter((f) => f.startsWith('.')),
    [],
  );
});

test("-o - is standard output for every command; no file named '-'", () => {
  const dir = tempFiles({ 'knuth.dlx': KNUTH_DLX });
  for (const command of [
    ['queens', 'list', '5'],
    ['queens', 'check', '4', '2', '4', '1', '3'],
    ['cover', 'knuth.dlx'],
  ]) {
    const args = inDir(dir, command);
    const r = placer([...args, '-o', '-']);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, placer(args).stdout);
  }
  // The in-process placer runs in this process's folder.
  assert.ok(!existsSync('-'));
  assert.deepEqual(readdirSync(dir), ['knuth.dlx']);
});

test('-o: a bad path fails at once, before work that would never end', () => {
  const dir = tempFiles();
  const missing = join(dir, 'no', 'x.txt');
  // Listing all solutions for N = 32 takes years: only a check made first can answer.
  for (const args of [
    ['queens', 'list', '32'],
    ['queens', 'walk', '32'],
    ['queue', 'status', '--queue', 'redis://127.0.0.1:1'],
  ]) {
    assert.match(usageLine(placer([...args, '-o', missing])), /^placer: -o '.*no\/x\.txt': folder/);
    assert.match(usageLine(placer([...args, '--out', dir])), /is a directory/);
  }
  const both = placer(['queens', 'count', '8', '-o', join(dir, 'a'), '--out', join(dir, 'b')]);
  assert.match(usageLine(both), /give -o\/--output once/);
  assert.deepEqual(readdirSync(dir), []);
});

test('-o: a command that fails leaves no file, and an old file as it was', () => {
  const dir = tempFiles({ 'old.txt': 'old\n' });
  const old = join(dir, 'old.txt');
  const bad = placer(['queens', 'check', '4', '--in', join(dir, 'missing.txt'), '-o', old]);
  assert.equal(bad.code, 2, bad.stderr);
  assert.equal(readFileSync(old, 'utf8'), 'old\n');
  // A "no" is an answer: it is written (exit 1).
  const no = placer(['queens', 'check', '4', '1', '2', '3', '4', '-o', join(dir, 'no.txt')]);
  assert.equal(no.code, 1, no.stderr);
  assert.match(readFileSync(join(dir, 'no.txt'), 'utf8'), /^not a solution/);
  assert.deepEqual(readdirSync(dir).sort(), ['no.txt', 'old.txt']);
});

/** Resolves once `dir` holds a file whose name matches `re` (polled; the child's limit ends it). */
async function untilFile(dir: string, re: RegExp): Promise<void> {
  for (let i = 0; i < 600 && !readdirSync(dir).some((f) => re.test(f)); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('-o: an interrupted listing leaves no file and no temporary file', async () => {
  const dir = tempFiles({ 'old.txt': 'old\n' });
  const file = join(dir, 'old.txt');
  // The listing's loop holds no progress line: Ctrl-C once its temporary file is being written.
  const child = placerChild(['queens', 'list', '20', '-o', file]);
  let stderr = '';
  child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
  await untilFile(dir, /\.tmp$/);
  child.kill('SIGINT');
  assert.equal(await closed, 130, stderr);
  assert.match(stderr, /'.*old\.txt' not written \(left as it was\)/);
  assert.equal(readFileSync(file, 'utf8'), 'old\n');
  assert.deepEqual(readdirSync(dir), ['old.txt']);
  // A count listens for Ctrl-C itself: it stops, and main drops the file.
  const fresh = join(dir, 'new.txt');
  const c = await interruptOnFirstProgress([
    'queens',
    'count',
    '17',
    '--no-checkpoint',
    '-o',
    fresh,
  ]);
  assert.equal(c.code, 130, c.stderr);
  assert.match(c.stderr, /'.*new\.txt' not written/);
  assert.deepEqual(readdirSync(dir), ['old.txt']);
});

test(
  '-o to a file its folder cannot take is refused before the work: exit 2, one line, why',
  { skip: existsSync('/proc/version') ? false : 'this system has no /proc' },
  () => {
    // /proc's folders look writable (and are, to root's access()), but take no new files.
    for (const args of [
      ['queens', 'count', '8'],
      ['queens', 'list', '6'],
      ['queens', 'solve', '8'],
      ['tile', '3x20', '--list'],
      ['kings', 'count', '4x4', '--kings', '2'],
    ]) {
      const line = usageLine(placer([...args, '-o', '/proc/version']));
      assert.equal(
        line,
        "placer: -o '/proc/version': cannot write in folder '/proc': it takes no new files",
        args.join(' '),
      );
    }
  },
);

test('-o to a read-only file is refused, not replaced by the rename (as an unprivileged user)', (t) => {
  // A folder anyone may write, holding a read-only file (someone else's, when run as root).
  const dir = tempFiles({ 'ro.txt': 'not yours\n' });
  chmodSync(dir, 0o777);
  const file = join(dir, 'ro.txt');
  chmodSync(file, 0o444);
  const r = placerUnprivileged(['queens', 'count', '6', '-o', file]);
  if (r === null) return t.skip('root ignores permissions, and setpriv is missing');
  assert.equal(r.status, 2, r.stderr);
  assert.equal(
    r.stderr,
    `placer: -o '${file}' cannot be written: permission denied (the file is read-only for you)\n`,
  );
  assert.equal(readFileSync(file, 'utf8'), 'not yours\n');
  assert.deepEqual(readdirSync(dir), ['ro.txt']);
});
