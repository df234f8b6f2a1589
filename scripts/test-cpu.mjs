// Loaded into every test file's process by scripts/run-tests.mjs (--import): when the process
// ends, appends one JSON line to $PLACER_TEST_CPU_LOG with the file, its wall time and the CPU
// seconds (user + system) of the process and of the children it waited for (placer processes,
// browsers, servers), read from /proc/self/stat. Without /proc only the process's own CPU is known.
import { appendFileSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const log = process.env.PLACER_TEST_CPU_LOG;
const file = process.argv[1];
/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const HZ = 100;

function children() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of stat (cutime, cstime) are 13 and 14 after the name.
    return (Number(f[13]) + Number(f[14])) / HZ;
  } catch {
    return 0;
  }
}

if (log && file && /\.test\.[jt]s$/.test(file)) {
  process.on('exit', () => {
    const own = process.cpuUsage();
    const line = {
      file,
      wall: performance.now() / 1000,
      cpu: (own.user + own.system) / 1e6,
      children: children(),
    };
    appendFileSync(log, JSON.stringify(line) + '\n');
  });
}
