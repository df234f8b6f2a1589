// Runs `placer` commands in-process for test/support/cli.ts, one at a time, through the same
// bundle bin/placer.js runs (dist/cli/bundle.js, its exported run()). A worker thread has its own
// process.env and process.exitCode, so each command gets the environment it asks for and leaves
// nothing behind in the test's process. Requests come on workerData.port; the answer is posted
// back, then workerData.flag is set, so the test's thread can wait for it synchronously.
import { Buffer } from 'node:buffer';
import { workerData } from 'node:worker_threads';

const { port, flag: shared, bundle } = workerData;
const flag = new Int32Array(shared);

/** A command is running: one answer is owed. */
let pending = false;

function answer(reply) {
  if (!pending) return;
  pending = false;
  port.postMessage(reply);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
}

let run;
let loadError;
try {
  ({ run } = await import(bundle));
} catch (e) {
  loadError = e;
}

/** What an escaped error would do to the process: a stack on stderr, exit 1, and an answer. */
function crash(e) {
  answer({
    code: 1,
    stdout: '',
    stderr: `cliWorker: uncaught: ${e instanceof Error ? e.stack : e}\n`,
  });
}
process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);

port.on('message', async ({ args, input, env }) => {
  pending = true;
  if (loadError) {
    answer({ code: null, stdout: '', stderr: `cannot load ${bundle}: ${loadError}\n` });
    return;
  }
  for (const key of Object.keys(process.env)) delete process.env[key];
  Object.assign(process.env, env);
  const out = [];
  let err = '';
  const stdin = Buffer.from(input ?? '', 'utf8');
  let read = 0;
  const io = {
    writeOut(data, offset, length) {
      out.push(Buffer.from(data.subarray(offset, offset + length)));
      return length;
    },
    writeErr(text) {
      err += text;
    },
    readIn(buf, offset, length) {
      const n = stdin.copy(buf, offset, read, Math.min(stdin.length, read + length));
      read += n;
      return n;
    },
    outIsTTY: false,
    errIsTTY: false,
  };
  let code;
  try {
    code = await run([process.execPath, 'placer', ...args], io);
  } catch (e) {
    // run() answers every error itself; this would be a defect of the runner.
    err += `cliWorker: run threw: ${e instanceof Error ? e.stack : e}\n`;
    code = null;
  }
  answer({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: err });
});
