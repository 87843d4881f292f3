import fs from 'node:fs';
import { once } from 'node:events';

/** An output file with backpressure and a byte count; `abort` closes and removes it. */
export class FileSink {
  private readonly stream: fs.WriteStream;
  bytes = 0;

  constructor(readonly file: string) {
    this.stream = fs.createWriteStream(file);
  }

  async write(chunk: Buffer | string): Promise<void> {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    this.bytes += buffer.length;
    if (!this.stream.write(buffer)) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    this.stream.end();
    await once(this.stream, 'close');
  }

  async abort(): Promise<void> {
    this.stream.destroy();
    await fs.promises.rm(this.file, { force: true });
  }
}
