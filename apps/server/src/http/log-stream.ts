import fs from 'node:fs';

const pause = new Int32Array(new SharedArrayBuffer(4));

/** All of `text` to the descriptor, synchronously: a pipe may take part of it, or be full for a moment. */
function writeAll(fd: number, text: string): void {
  let rest = Buffer.from(text);
  while (rest.length > 0) {
    try {
      rest = rest.subarray(fs.writeSync(fd, rest));
    } catch (error) {
      // Closed (EPIPE and the like): there is nowhere left to say so.
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      // The reader is behind: wait a millisecond and go on, as pino's own synchronous writer does.
      Atomics.wait(pause, 0, 0, 1);
    }
  }
}

/**
 * Where the server's log lines go: standard output, written once per turn of the event loop instead
 * of once per line. Pino's default writes each line with its own system call inside the request (two
 * per request at the info level); this gathers the lines of a turn, under load the lines of many
 * requests, and writes them after the turn in one call. The write stays synchronous on purpose: lines
 * keep their order, and none is lost when the process exits (what is pending is written at exit).
 */
export function batchedLogStream(fd = 1): { write(line: string): void } {
  let pending: string[] = [];

  const flush = () => {
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    writeAll(fd, text);
  };

  process.once('exit', flush);
  return {
    write(line: string) {
      pending.push(line);
      if (pending.length === 1) setImmediate(flush);
    },
  };
}
