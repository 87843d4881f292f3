import zlib from 'node:zlib';
import { ApiCode } from '@console/core';
import { AppError } from '../../http/app-error.js';

/**
 * Zip-bomb guard: all entries read from one workbook may inflate to at most this much. A 5 MB
 * upload of plain cells inflates about ten times, so a real template fits well under it.
 */
export const XLSX_MAX_INFLATED = 50 * 1024 * 1024;

const refuse = (message: string) => new AppError(ApiCode.VALIDATION, message);
const NOT_XLSX = '文件不是有效的 xlsx 文件，请用 Excel 另存为 xlsx 或 CSV 文件后上传';

interface ZipEntry {
  method: number;
  crc: number;
  compressed: number;
  size: number;
  local: number;
}

/** The entries of a zip by name, from its central directory; nothing is inflated yet. */
function zipDirectory(zip: Buffer): Map<string, ZipEntry> {
  // An OLE compound file: an old .xls, or an xlsx Excel saved with a password.
  if (zip.length >= 4 && zip.readUInt32BE(0) === 0xd0cf11e0)
    throw refuse('文件已加密或是旧版 xls 格式，请取消密码后另存为 xlsx 或 CSV 文件上传');
  if (zip.length < 22 || zip.readUInt32LE(0) !== 0x04034b50) throw refuse(NOT_XLSX);
  // The end record sits in the last 22 bytes plus at most a 65,535-byte comment.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw refuse(NOT_XLSX);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff || (end >= 20 && zip.readUInt32LE(end - 20) === 0x07064b50))
    throw refuse('文件过大（zip64 格式），请拆分或另存为 CSV 文件后上传');
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw refuse(NOT_XLSX);
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (flags & 1) throw refuse('文件已加密，请取消密码保护后上传');
    entries.set(name, {
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      compressed: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      local: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** Reads entries on demand, counting what they inflate to against XLSX_MAX_INFLATED. */
class ZipReader {
  private readonly entries: Map<string, ZipEntry>;
  private inflated = 0;
  private readonly read = new Map<string, string>();

  constructor(private readonly zip: Buffer) {
    this.entries = zipDirectory(zip);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  text(name: string): string | undefined {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    const known = this.read.get(name);
    if (known !== undefined) return known;
    const { zip } = this;
    const tooBig = () => refuse(`文件解压后超过 ${XLSX_MAX_INFLATED / 1024 / 1024}M，请拆分后上传`);
    const budget = XLSX_MAX_INFLATED - this.inflated;
    // The declared size may lie; the inflate below is capped on its own.
    if (entry.size > budget) throw tooBig();
    if (entry.local + 30 > zip.length || zip.readUInt32LE(entry.local) !== 0x04034b50) throw refuse(NOT_XLSX);
    const start = entry.local + 30 + zip.readUInt16LE(entry.local + 26) + zip.readUInt16LE(entry.local + 28);
    const raw = zip.subarray(start, start + entry.compressed);
    let data: Buffer;
    if (entry.method === 0) data = raw;
    else if (entry.method === 8) {
      try {
        data = zlib.inflateRawSync(raw, { maxOutputLength: Math.max(1, budget) });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooBig();
        throw refuse(NOT_XLSX);
      }
    } else throw refuse(NOT_XLSX);
    if (data.length > budget) throw tooBig();
    if (zlib.crc32(data) !== entry.crc) throw refuse(NOT_XLSX);
    this.inflated += data.length;
    const text = data.toString('utf8');
    this.read.set(name, text);
    return text;
  }
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML text as characters, with Excel's _xHHHH_ escapes for control characters undone. */
function xmlText(text: string): string {
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, name: string) =>
      name.startsWith('#')
        ? String.fromCodePoint(
            name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1),
          )
        : (ENTITIES[name] ?? all),
    )
    .replace(/_x([0-9A-F]{4})_/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const attr = (attrs: string, name: string): string | undefined =>
  new RegExp(`(?:^|\\s)${name}=["']([^"']*)["']`).exec(attrs)?.[1];

/** Elements `<tag …>…</tag>` or `<tag …/>`, any namespace prefix: [attributes, body]. */
function* elements(xml: string, tag: string): Generator<[string, string]> {
  const re = new RegExp(`<(?:\\w+:)?${tag}(\\s[^>]*?)?(?:/>|>([\\s\\S]*?)</(?:\\w+:)?${tag}>)`, 'g');
  for (const m of xml.matchAll(re)) yield [m[1] ?? '', m[2] ?? ''];
}

/** The visible text of a string item: its `<t>` runs, phonetic hints (`<rPh>`) left out. */
function stringItem(body: string): string {
  let text = '';
  for (const [, t] of elements(body.replace(/<(\w+:)?rPh\b[\s\S]*?<\/(\w+:)?rPh>/g, ''), 't'))
    text += xmlText(t);
  return text;
}

/** The first sheet's part: through the workbook's relationships, else the usual name. */
function firstSheetPath(zip: ZipReader): string {
  const workbook = zip.text('xl/workbook.xml');
  const rels = zip.text('xl/_rels/workbook.xml.rels');
  if (workbook && rels) {
    const [first] = elements(workbook, 'sheet');
    const id = first && attr(first[0], 'r:id');
    for (const [attrs] of elements(rels, 'Relationship')) {
      const target = attr(attrs, 'Target');
      if (id && attr(attrs, 'Id') === id && target)
        return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
    }
  }
  return 'xl/worksheets/sheet1.xml';
}

const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** For each cell style index, whether its number format shows a date or time. */
function dateStyles(styles: string | undefined): boolean[] {
  if (!styles) return [];
  const custom = new Map<number, string>();
  for (const [attrs] of elements(styles, 'numFmt'))
    custom.set(Number(attr(attrs, 'numFmtId')), xmlText(attr(attrs, 'formatCode') ?? ''));
  const [xfs] = elements(styles, 'cellXfs');
  if (!xfs) return [];
  return [...elements(xfs[1], 'xf')].map(([attrs]) => {
    const id = Number(attr(attrs, 'numFmtId') ?? 0);
    const code = custom.get(id);
    if (code === undefined) return BUILTIN_DATE_FORMATS.has(id);
    // Quoted text and [colour]/[locale] parts are not date letters.
    return /[ymdhs]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, ''));
  });
}

/** An Excel date serial as the wall-clock time it shows, `YYYY-MM-DD HH:mm:ss` (read as China time later). */
function serialTime(serial: number, date1904: boolean): string {
  const ms = Math.round(((date1904 ? serial + 1462 : serial) - 25569) * 86400) * 1000;
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** Column index of a cell reference: A1 → 0, AB7 → 27. */
function columnOf(ref: string): number | undefined {
  const letters = /^([A-Z]{1,3})\d+$/i.exec(ref)?.[1]?.toUpperCase();
  if (!letters) return undefined;
  let index = 0;
  for (const ch of letters) index = index * 26 + ch.charCodeAt(0) - 64;
  return index - 1;
}

const MAX_ROW = 1_048_576;

/**
 * The first worksheet of an XLSX as rows of cell text, like parseCsv gives: cells placed by their
 * `r` reference (gaps stay empty), rows by their `r` number (missing rows are empty rows, so row
 * numbers match what Excel shows). Shared and inline strings, numbers as written, booleans as 1/0,
 * numbers in a date format as `YYYY-MM-DD HH:mm:ss`.
 */
export function readXlsx(bytes: Uint8Array): string[][] {
  const zip = new ZipReader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (!zip.has('xl/workbook.xml') && !zip.has('xl/worksheets/sheet1.xml')) throw refuse(NOT_XLSX);
  const sheet = zip.text(firstSheetPath(zip));
  if (sheet === undefined) throw refuse('文件中没有工作表');
  const shared = [...elements(zip.text('xl/sharedStrings.xml') ?? '', 'si')].map(([, body]) =>
    stringItem(body),
  );
  const isDate = dateStyles(zip.text('xl/styles.xml'));
  const workbookPr = [...elements(zip.text('xl/workbook.xml') ?? '', 'workbookPr')][0]?.[0] ?? '';
  const date1904 = /^(1|true)$/.test(attr(workbookPr, 'date1904') ?? '');

  const rows: string[][] = [];
  const [data] = elements(sheet, 'sheetData');
  for (const [rowAttrs, rowBody] of elements(data?.[1] ?? '', 'row')) {
    const rowNo = Number(attr(rowAttrs, 'r') ?? rows.length + 1);
    if (!Number.isInteger(rowNo) || rowNo <= rows.length || rowNo > MAX_ROW) throw refuse(NOT_XLSX);
    while (rows.length < rowNo - 1) rows.push([]);
    const cells: string[] = [];
    for (const [attrs, body] of elements(rowBody, 'c')) {
      const ref = attr(attrs, 'r');
      const column = ref === undefined ? cells.length : columnOf(ref);
      if (column === undefined || column < cells.length) throw refuse(NOT_XLSX);
      while (cells.length < column) cells.push('');
      const value = xmlText([...elements(body, 'v')][0]?.[1] ?? '');
      const type = attr(attrs, 't') ?? 'n';
      let text: string;
      if (type === 's') text = shared[Number(value)] ?? '';
      else if (type === 'inlineStr') text = stringItem([...elements(body, 'is')][0]?.[1] ?? '');
      else if (type === 'b') text = value === '1' ? '1' : '0';
      else if (type === 'n' && value !== '' && isDate[Number(attr(attrs, 's') ?? 0)]) {
        const serial = Number(value);
        text = Number.isFinite(serial) ? serialTime(serial, date1904) : value;
      } else text = value; // numbers as written, formula strings (str), errors (#N/A)
      cells.push(text);
    }
    rows.push(cells);
  }
  return rows;
}
