// Fixture of processes.test.ts: starts a long-running process with start(), prints its pid, and stops on
// SIGTERM the way vitest does (process.exit() from its handler).
import { start } from '../processes';

const started = start(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {});
process.once('SIGTERM', () => process.exit(143));
console.log(String(started.child.pid));
setInterval(() => {}, 1000);
