import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The stream is run in a child process, its standard output a pipe read here, so what reaches the
// pipe is exactly what an operator's log collector would get.
const script = `
import { batchedLogStream } from ${JSON.stringify(new URL('./log-stream.ts', import.meta.url).href)};
const stream = batchedLogStream();
let n = 0;
const burst = () => {
  for (let i = 0; i < 500; i += 1) stream.write('line ' + (n += 1) + ' ' + 'x'.repeat(200) + '\\n');
  if (n < 5000) setImmediate(burst);
  else process.exit(0); // lines still pending or being written must not be lost
};
burst();
`;

describe('the batched log stream', () => {
  it('writes every line, in order, including those pending at exit', () => {
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(child.status).toBe(0);
    const numbers = child.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => Number(line.split(' ')[1]));
    expect(numbers).toEqual(Array.from({ length: 5000 }, (_, i) => i + 1));
  });
});
