/**
 * A log destination that batches lines into one stdout write per 50 ms (or 64 KB). A write per line,
 * pino's default, was most of the cost of logging every request (docs/decisions/0900). Lines still
 * in the buffer are written when the process exits normally; a SIGKILL loses at most 50 ms of them.
 */
export function batchedStdout(flushMs = 50, maxBuffer = 64 * 1024): { write(line: string): void } {
  let buffer = '';
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (buffer === '') return;
    const out = buffer;
    buffer = '';
    process.stdout.write(out);
  };
  process.once('exit', flush);
  return {
    write(line: string) {
      buffer += line;
      if (buffer.length >= maxBuffer) flush();
      else if (!timer) timer = setTimeout(flush, flushMs).unref();
    },
  };
}
