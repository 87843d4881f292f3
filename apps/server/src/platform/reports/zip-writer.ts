import { once } from 'node:events';
import zlib from 'node:zlib';
import type { FileSink } from './file-sink.js';

interface EntryRecord {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

const MAX_32 = 0xffffffff;
// Bit 3: sizes and CRC follow the data (streamed); bit 11: names are UTF-8.
const FLAGS = 0x0808;
const DEFLATE = 8;
// 1980-01-01 00:00 in DOS time: the entries carry no meaningful date.
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/**
 * A zip archive written front to back without seeking (entries deflated as they stream, each followed
 * by a data descriptor), which is all an XLSX needs. No ZIP64: an entry or archive past 4 GiB is
 * refused rather than written corrupt.
 */
export class ZipWriter {
  private readonly entries: EntryRecord[] = [];
  private offset = 0;

  constructor(private readonly sink: FileSink) {}

  private async put(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    await this.sink.write(chunk);
  }

  /** Starts an entry; write its text with `write`, then `end` it before the next one. */
  async entry(name: string) {
    const record: EntryRecord = {
      name: Buffer.from(name, 'utf8'),
      crc: 0,
      compressed: 0,
      size: 0,
      offset: this.offset,
    };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(DOS_DATE, 12);
    header.writeUInt16LE(record.name.length, 26);
    await this.put(Buffer.concat([header, record.name]));

    // Level 1: a quarter of level 6's time on sheet XML, for a somewhat larger file.
    const deflate = zlib.createDeflateRaw({ level: 1 });
    const pending: Buffer[] = [];
    deflate.on('data', (chunk: Buffer) => pending.push(chunk));
    const drainOut = async () => {
      while (pending.length > 0) {
        const chunk = pending.shift()!;
        record.compressed += chunk.length;
        await this.put(chunk);
      }
    };
    return {
      write: async (content: string | Buffer) => {
        const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
        record.crc = zlib.crc32(data, record.crc);
        record.size += data.length;
        if (!deflate.write(data)) await once(deflate, 'drain');
        await drainOut();
      },
      end: async () => {
        deflate.end();
        await once(deflate, 'end');
        await drainOut();
        if (record.size > MAX_32 || record.compressed > MAX_32) throw new Error('zip entry over 4 GiB');
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(record.crc >>> 0, 4);
        descriptor.writeUInt32LE(record.compressed, 8);
        descriptor.writeUInt32LE(record.size, 12);
        await this.put(descriptor);
        this.entries.push(record);
      },
    };
  }

  async file(name: string, text: string): Promise<void> {
    const entry = await this.entry(name);
    await entry.write(text);
    await entry.end();
  }

  /** Writes the central directory; the sink is closed by its owner. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(FLAGS, 8);
      central.writeUInt16LE(DEFLATE, 10);
      central.writeUInt16LE(0, 12);
      central.writeUInt16LE(DOS_DATE, 14);
      central.writeUInt32LE(e.crc >>> 0, 16);
      central.writeUInt32LE(e.compressed, 20);
      central.writeUInt32LE(e.size, 24);
      central.writeUInt16LE(e.name.length, 28);
      central.writeUInt32LE(e.offset, 42);
      await this.put(Buffer.concat([central, e.name]));
    }
    const size = this.offset - start;
    if (this.offset > MAX_32) throw new Error('zip archive over 4 GiB');
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(start, 16);
    await this.put(end);
  }
}
