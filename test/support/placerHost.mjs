// A process that runs `placer` commands one after another through the bundle bin/placer.js runs
// (dist/cli/bundle.js, its exported run()), for the documentation tests (test/support/placerHost.ts):
// one process start for a document's examples instead of one per command. Its folder and
// environment are the ones the commands would get from a shell. A request is a line of JSON
// ({ args }) on stdin; the answer is a line of JSON on stdout: { code, chunks }, the chunks being
// [stream, text] pairs in the order the command wrote them (1 stdout, 2 stderr), so the output
// can be read as a terminal shows both streams together, or each apart. Standard input is empty.
import { Buffer } from 'node:buffer';
import { createInterface } from 'node:readline';

const { run } = await import(process.argv[2]);
const reply = (answer) => process.stdout.write(`${JSON.stringify(answer)}\n`);

for await (const line of createInterface({ input: process.stdin })) {
  const { args } = JSON.parse(line);
  const chunks = [];
  const io = {
    writeOut(data, offset, length) {
      chunks.push([1, Buffer.from(data.subarray(offset, offset + length)).toString('utf8')]);
      return length;
    },
    writeErr(text) {
      chunks.push([2, text]);
    },
    readIn() {
      return 0;
    },
    outIsTTY: false,
    errIsTTY: false,
  };
  let code;
  try {
    code = await run([process.execPath, 'placer', ...args], io);
  } catch (e) {
    // run() answers every error itself; this would be a defect of the host.
    chunks.push([2, `placerHost: run threw: ${e instanceof Error ? e.stack : e}\n`]);
    code = null;
  }
  reply({ code, chunks });
}
