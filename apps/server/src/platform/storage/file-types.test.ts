import { describe, expect, it } from 'vitest';
import { headMatches, mimeOf, sizeLimitOf, UPLOAD_EXTS } from './file-types.js';
import { TextCheck } from './text-check.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ZIP_HEAD = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00);
const OLE2_HEAD = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

function textOf(...chunks: Uint8Array[]): string | undefined {
  const check = new TextCheck();
  for (const chunk of chunks) check.push(chunk);
  return check.finish();
}

describe('upload file types', () => {
  it('covers the image and document types of the spec', () => {
    expect(UPLOAD_EXTS).toEqual(
      expect.arrayContaining(['jpg', 'jpeg', 'png', 'pdf', 'docx', 'xls', 'rar', 'csv']),
    );
    expect(sizeLimitOf('png')).toBe(1_048_576);
    expect(sizeLimitOf('pdf')).toBe(20_000_000);
  });

  it('matches magic bytes to extensions', () => {
    expect(headMatches('jpg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(headMatches('docx', ZIP_HEAD)).toBe(true);
    expect(headMatches('xlsx', OLE2_HEAD)).toBe(false);
    expect(headMatches('doc', OLE2_HEAD)).toBe(true);
    expect(headMatches('wps', ZIP_HEAD)).toBe(true);
    expect(headMatches('rar', new TextEncoder().encode('Rar!\x1a\x07\x01\x00'))).toBe(true);
    expect(headMatches('pdf', ZIP_HEAD)).toBe(false);
    expect(headMatches('exe', bytes(0x4d, 0x5a))).toBe(false);
  });

  it('recognises UTF-8 and GB18030 text, even split inside a character', () => {
    const utf8 = new TextEncoder().encode('停车记录,金额');
    expect(textOf(utf8.subarray(0, 4), utf8.subarray(4))).toBe('utf-8');
    expect(textOf(bytes(0xb3, 0xb5), bytes(0xc5), bytes(0xc6, 0x0d, 0x0a))).toBe('gb18030');
    expect(textOf(bytes(0x41, 0x00))).toBeUndefined();
    expect(textOf(bytes(0x41, 0x07))).toBeUndefined();
    expect(textOf(bytes(0xff, 0xff, 0xff))).toBeUndefined();
  });

  it('serves text with its charset', () => {
    expect(mimeOf('csv', 'utf-8')).toBe('text/csv; charset=utf-8');
    expect(mimeOf('vsd')).toBe('application/vnd.visio');
  });
});
