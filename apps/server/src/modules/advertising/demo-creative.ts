import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A plain PNG of one colour with a darker band across its middle: the demo's stand-in creative, of
 * the exact size a slot type asks for (the demo has no designer's artwork to ship).
 */
export function demoCreative(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit truecolour
  const line = (shade: number) => {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1)
      row.set(
        rgb.map((c) => Math.round(c * shade)),
        1 + x * 3,
      );
    return row;
  };
  const plain = line(1);
  const band = line(0.7);
  const rows = Array.from({ length: height }, (_, y) =>
    Math.abs(y - height / 2) < height / 8 ? band : plain,
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
