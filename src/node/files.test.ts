import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeChunksAtomic, writeFileAtomic, writeTarget } from './files.js';

const dir = mkdtempSync(join(tmpdir(), 'placer-files-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('devices are written in place, never renamed over (stat only: nothing is written here)', () => {
  assert.deepEqual(writeTarget('/dev/null'), { direct: true });
  const fresh = join(dir, 'new.txt');
  assert.deepEqual(writeTarget(fresh), { direct: false, final: fresh });
});

test('chunks land atomically in a new file, and no temporary file is left', () => {
  const path = join(dir, 'chunks.txt');
  const bytes = writeChunksAtomic(path, (write) => {
    const buf = new Uint8Array([65, 66, 10]);
    write(buf);
    buf[0] = 67; // the buffer may be reused once written
    write(buf);
  });
  assert.equal(bytes, 6);
  assert.equal(readFileSync(path, 'utf8'), 'AB\nCB\n');
  assert.deepEqual(
    readdirSync(dir).filter((f) => f.endsWith('.tmp')),
    [],
  );
});

test('through a symbolic link the target file is replaced and the link kept', () => {
  const real = join(dir, 'real.txt');
  const link = join(dir, 'link.txt');
  writeFileSync(real, 'old');
  symlinkSync(real, link);
  writeFileAtomic(link, 'new');
  assert.ok(lstatSync(link).isSymbolicLink(), 'the link is still a link');
  assert.equal(readFileSync(real, 'utf8'), 'new');
  writeChunksAtomic(link, (write) => write(new Uint8Array([33])));
  assert.equal(readFileSync(real, 'utf8'), '!');
  assert.match(readdirSync(dir).join(' '), /link\.txt/);
});

test('a failed write leaves the old file as it was', () => {
  const path = join(dir, 'keep.txt');
  writeFileSync(path, 'kept');
  assert.throws(() =>
    writeChunksAtomic(path, () => {
      throw new Error('producer failed');
    }),
  );
  assert.equal(readFileSync(path, 'utf8'), 'kept');
});
