import { DOCUMENT_LIMIT_BYTES, DOCUMENT_TYPES, IMAGE_LIMIT_BYTES, IMAGE_TYPES } from '@console/core';

/** Every extension an upload token may name: the image widget's and the document widget's (spec 01 §5). */
export const UPLOAD_EXTS: readonly string[] = [...new Set<string>([...IMAGE_TYPES, ...DOCUMENT_TYPES])];

const IMAGE_EXTS: ReadonlySet<string> = new Set(IMAGE_TYPES);

export function isImageExt(ext: string): boolean {
  return IMAGE_EXTS.has(ext);
}

/**
 * The size limit follows the widget that asked (spec 01 §5): the image box takes 1 MiB, the document
 * upload 20,000,000 bytes of any of its types, jpg and png included. Without a kind, images are
 * held to the image limit.
 */
export function sizeLimitOf(ext: string, kind?: 'image' | 'document'): number {
  if (kind === 'document') return DOCUMENT_LIMIT_BYTES;
  return isImageExt(ext) ? IMAGE_LIMIT_BYTES : DOCUMENT_LIMIT_BYTES;
}

const ZIP = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
]; // local file header; empty archive
const OLE2 = [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]]; // compound file (legacy Office, WPS)
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/**
 * Magic bytes each extension may start with. OOXML (docx, xlsx, pptx) and jar are zip containers;
 * Kingsoft's wps/et/dps are OLE2 in their classic form and zip in their newer one. txt/csv have no
 * magic: they are checked as text while streaming (see TextCheck).
 */
const MAGIC: Readonly<Record<string, readonly number[][]>> = {
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  pdf: [ascii('%PDF-')],
  rtf: [ascii('{\\rtf')],
  rar: [ascii('Rar!\x1a\x07')],
  zip: ZIP,
  jar: ZIP,
  docx: ZIP,
  xlsx: ZIP,
  pptx: ZIP,
  doc: OLE2,
  xls: OLE2,
  ppt: OLE2,
  pps: OLE2,
  pot: OLE2,
  vsd: OLE2,
  wps: [...OLE2, ...ZIP],
  et: [...OLE2, ...ZIP],
  dps: [...OLE2, ...ZIP],
};

/** Bytes of the head needed to judge any type above. */
export const MAGIC_HEAD_BYTES = 8;

export function isTextExt(ext: string): boolean {
  return ext === 'txt' || ext === 'csv';
}

/** Whether the first bytes of a file agree with its declared extension (text types: see TextCheck). */
export function headMatches(ext: string, head: Uint8Array): boolean {
  if (isTextExt(ext)) return true;
  const signatures = MAGIC[ext];
  if (!signatures) return false;
  return signatures.some((sig) => sig.length <= head.length && sig.every((byte, i) => head[i] === byte));
}

const MIME: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  rtf: 'application/rtf',
  rar: 'application/vnd.rar',
  zip: 'application/zip',
  jar: 'application/java-archive',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pps: 'application/vnd.ms-powerpoint',
  pot: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  vsd: 'application/vnd.visio',
  txt: 'text/plain',
  csv: 'text/csv',
};

/** The content type a stored file is served with; text carries the charset found while checking it. */
export function mimeOf(ext: string, charset?: string): string {
  const base = MIME[ext] ?? 'application/octet-stream';
  return charset ? `${base}; charset=${charset}` : base;
}
