import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { FileSink, ZipWriter } from '../../../platform/reports/index.js';
import { qrPng } from './qrcode-image.js';

export interface BatchSpec {
  base_url: string;
  prefix: string | null;
  start_no: number;
  count: number;
  format: string;
}

export interface BatchCode {
  /** The printed number: the prefix and the zero-padded sequence number. */
  no: string;
  /** What the code encodes: the base address with `no=` the number. */
  content: string;
}

/** The numbers are padded to the width of the last one, at least 6 digits, so they sort as text. */
export function batchCodes(spec: BatchSpec): BatchCode[] {
  const last = spec.start_no + spec.count - 1;
  const width = Math.max(6, String(last).length);
  const joiner = spec.base_url.includes('?') ? '&' : '?';
  return Array.from({ length: spec.count }, (_, i) => {
    const no = `${spec.prefix ?? ''}${String(spec.start_no + i).padStart(width, '0')}`;
    return { no, content: `${spec.base_url}${joiner}no=${encodeURIComponent(no)}` };
  });
}

/** Where a batch's file lives: named by the batch id, never by anything the caller sent. */
export function batchFile(dataDir: string, id: number, format: string): string {
  return path.join(dataDir, 'qrcode-batches', `${id}.${format === 'zip' ? 'zip' : 'pdf'}`);
}

type Progress = (done: number) => Promise<void>;
const PROGRESS_EVERY = 20;

async function writeZip(file: string, codes: BatchCode[], progress: Progress): Promise<void> {
  const sink = new FileSink(file);
  try {
    const zip = new ZipWriter(sink);
    for (const [i, code] of codes.entries()) {
      const entry = await zip.entry(`${code.no}.png`);
      await entry.write(await qrPng(code.content));
      await entry.end();
      if ((i + 1) % PROGRESS_EVERY === 0 || i + 1 === codes.length) await progress(i + 1);
    }
    await zip.finish();
    await sink.close();
  } catch (error) {
    await sink.abort();
    throw error;
  }
}

// A4 in points, 4 columns by 5 rows of codes, each with its number printed under it.
const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const COLUMNS = 4;
const ROWS = 5;
const SIDE = 108;

async function writePdf(file: string, codes: BatchCode[], progress: Progress): Promise<void> {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, autoFirstPage: false });
  const out = fs.createWriteStream(file);
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    doc.on('error', reject);
  });
  doc.pipe(out);
  const cellWidth = (PAGE.width - 2 * PAGE.margin) / COLUMNS;
  const cellHeight = (PAGE.height - 2 * PAGE.margin) / ROWS;
  for (const [i, code] of codes.entries()) {
    const slot = i % (COLUMNS * ROWS);
    if (slot === 0) doc.addPage();
    const x = PAGE.margin + (slot % COLUMNS) * cellWidth;
    const y = PAGE.margin + Math.floor(slot / COLUMNS) * cellHeight;
    doc.image(await qrPng(code.content, 4), x + (cellWidth - SIDE) / 2, y + 8, { width: SIDE, height: SIDE });
    doc.fontSize(11).text(code.no, x, y + SIDE + 14, { width: cellWidth, align: 'center' });
    if ((i + 1) % PROGRESS_EVERY === 0 || i + 1 === codes.length) await progress(i + 1);
  }
  doc.end();
  await finished;
}

/**
 * Writes a batch's file on a temporary name and renames it into place, so a download never sees a
 * half-written file; answers its size in bytes.
 */
export async function writeBatchFile(
  dataDir: string,
  id: number,
  spec: BatchSpec,
  progress: Progress,
): Promise<number> {
  const final = batchFile(dataDir, id, spec.format);
  fs.mkdirSync(path.dirname(final), { recursive: true });
  const temporary = `${final}.part`;
  const codes = batchCodes(spec);
  if (spec.format === 'zip') await writeZip(temporary, codes, progress);
  else await writePdf(temporary, codes, progress);
  await fs.promises.rename(temporary, final);
  return (await fs.promises.stat(final)).size;
}
