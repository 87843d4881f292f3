import { createHash, randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './account-fixture.js';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real greyscale PNG of the given size, one shade (so each size and shade is other content). */
export function pngOf(width: number, height: number, shade = 128): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const row = Buffer.alloc(width + 1, shade);
  row[0] = 0;
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads a PNG through the two steps into `namespace`; answers the stored link. */
export async function uploadPng(
  app: FastifyInstance,
  token: string,
  image: Buffer,
  namespace = 'advertising',
): Promise<string> {
  const hash = createHash('sha256').update(image).digest('hex');
  const step1 = await app.inject({
    url: `/api/storage/oss/token?namespace=${namespace}&hash=${hash}&ext=png`,
    headers: bearer(token),
  });
  expect(step1.json().code).toBe(1001);
  const boundary = `----ad${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${step1.json().payload.token}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const step2 = await app.inject({
    method: 'POST',
    url: '/api/storage/oss/upload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
  });
  expect(step2.json().status).toBe(1001);
  return step2.json().link as string;
}
