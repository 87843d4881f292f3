import { ApiCode, writableFields, type AnyResource, type FieldDef } from '@console/core';
import { AppError } from '../../http/app-error.js';
import { readXlsx } from './xlsx-reader.js';

/** Spec 01 §5: an import file is at most 5 MB (5,242,880 bytes). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_CHARSETS = ['UTF-8', 'GBK'] as const;
export type ImportCharset = (typeof IMPORT_CHARSETS)[number];

const refuse = (message: string) => new AppError(ApiCode.VALIDATION, message);

/**
 * The file's rows of cell text, or a Chinese message saying why not. CSV is decoded in the chosen
 * charset; XLSX is read from its first sheet (the charset does not apply). Old binary .xls has no
 * reader and is refused with a clear message.
 */
export function readImportTable(bytes: Uint8Array, ext: string, charset: ImportCharset): string[][] {
  checkImportFile(ext, bytes.length);
  if (bytes.length === 0) throw refuse('文件内容为空');
  return ext.toLowerCase() === 'xlsx' ? readXlsx(bytes) : parseCsv(decodeCsv(bytes, charset));
}

/**
 * The file's type and size, checked when the task is created (`POST batch/batch`) and again by the
 * job: only CSV and XLSX (old binary xls has no reader), at most 5M.
 */
export function checkImportFile(ext: string, size: number): void {
  const type = ext.toLowerCase();
  if (type === 'xls') throw refuse('暂不支持旧版 xls 格式，请用 Excel 另存为 xlsx 或 CSV 文件后上传');
  if (type !== 'csv' && type !== 'xlsx') throw refuse('仅支持 csv、xlsx 格式的文件');
  if (size > IMPORT_MAX_BYTES) throw refuse('文件不能超过 5M');
}

/**
 * A CSV file's text. Decoding is strict: a byte sequence the chosen encoding does not allow
 * refuses the whole file rather than importing mangled names.
 */
export function decodeCsv(bytes: Uint8Array, charset: ImportCharset): string {
  // Most UTF-8 text also decodes as GBK, into nonsense that then reads as "missing columns". Text
  // beyond ASCII that is valid UTF-8 is almost never GBK, so such a file is named for what it is.
  if (charset === 'GBK' && isUtf8BeyondAscii(bytes))
    throw refuse('文件是 UTF-8 编码，请将文件编码选为 UTF-8 后重新导入');
  let text: string;
  try {
    text = new TextDecoder(charset === 'GBK' ? 'gbk' : 'utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse(`文件不是 ${charset} 编码，请确认文件编码后重新选择`);
  }
  return text.replace(/^\uFEFF/, '');
}

function isUtf8BeyondAscii(bytes: Uint8Array): boolean {
  if (!bytes.some((byte) => byte >= 0x80)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** RFC 4180 CSV: quoted cells may hold commas, quotes ("") and line breaks; CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      line++;
    } else cell += ch;
  }
  if (quoted) throw refuse(`文件格式有误：第 ${line} 行的引号没有闭合`);
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/**
 * A column kind the CSV can carry as one cell; multi-valued fields are left to the form. A password
 * column (子账号's 登录密码) is allowed: the create flow checks its rule and stores only the hash.
 */
const CELL_KINDS = new Set<FieldDef['kind']>([
  'text',
  'plate',
  'mobile',
  'area',
  'money',
  'integer',
  'code',
  'boolean',
  'password',
  'time',
]);

/**
 * What an import of a resource asks for: `params` are chosen once in the dialog for the whole file
 * (the park, a single reference), `columns` are the template's columns, in the form's order. A
 * required field that fits neither makes the resource not importable.
 */
export function importLayout(resource: AnyResource): { params: string[]; columns: string[] } | undefined {
  const params: string[] = [];
  const columns: string[] = [];
  for (const name of writableFields(resource.fields, 'create')) {
    const def = resource.fields[name]!;
    if ((def.kind === 'park' || def.kind === 'ref') && !def.multiple) params.push(name);
    else if (CELL_KINDS.has(def.kind)) columns.push(name);
    else if (def.required) return undefined;
  }
  return { params, columns };
}

export type ImportRow = { rowNo: number; input: Record<string, unknown> } | { rowNo: number; error: string };

/**
 * The data rows under the header, each as the create input it means or the reason it cannot be one.
 * The header must name exactly the template's columns (any order): a missing or extra column
 * refuses the file, since every row would be read wrongly.
 */
export function importRows(
  resource: AnyResource,
  columns: readonly string[],
  table: string[][],
): ImportRow[] {
  const [header = [], ...data] = table;
  const labels = header.map((h) => h.trim());
  const byLabel = new Map(columns.map((name) => [resource.fields[name]!.label, name]));
  const missing = [...byLabel.keys()].filter((label) => !labels.includes(label));
  if (missing.length > 0) throw refuse(`文件缺少列：${missing.join('、')}，请使用导入模板`);
  const extra = labels.filter((label) => !byLabel.has(label));
  if (extra.length > 0) throw refuse(`文件有模板以外的列：${extra.join('、')}，请使用导入模板`);
  // Trailing blank lines are the end of the file, not empty rows.
  while (data.length > 0 && data[data.length - 1]!.every((c) => c.trim() === '')) data.pop();
  if (data.length === 0) throw refuse('文件中没有数据行');
  return data.map((cells, index) => {
    const rowNo = index + 2;
    if (cells.every((c) => c.trim() === '')) return { rowNo, error: '空行' };
    if (cells.length > labels.length) return { rowNo, error: `列数多于表头（${cells.length} 列）` };
    const input: Record<string, unknown> = {};
    for (const [i, label] of labels.entries()) {
      const name = byLabel.get(label)!;
      const raw = (cells[i] ?? '').trim();
      if (raw === '') continue;
      const value = cellValue(resource.fields[name]!, raw);
      if (value === undefined) return { rowNo, error: `${label}格式不正确：${raw}` };
      input[name] = value;
    }
    return { rowNo, input };
  });
}

/** A cell as the create call takes it: money in yuan becomes fen, a code may be its label. */
function cellValue(def: FieldDef, raw: string): unknown {
  switch (def.kind) {
    case 'money': {
      if (!/^-?\d+(\.\d{1,2})?$/.test(raw)) return undefined;
      const [yuan = '0', fen = ''] = raw.replace('-', '').split('.');
      const value = Number(yuan) * 100 + Number(fen.padEnd(2, '0'));
      return raw.startsWith('-') ? -value : value;
    }
    case 'time':
      return chinaTime(raw);
    case 'integer':
      return /^-?\d+$/.test(raw) ? Number(raw) : undefined;
    case 'boolean':
      return raw === '是' || raw === '1' ? 1 : raw === '否' || raw === '0' ? 0 : undefined;
    case 'code': {
      const entry = def.table.entries.find((e) => e.label === raw || String(e.value) === raw);
      return entry?.value;
    }
    default:
      return raw;
  }
}

/** The template a resource offers: its header row, UTF-8 with BOM so Excel reads it. */
export function templateCsv(resource: AnyResource, columns: readonly string[]): string {
  const header = columns.map((name) => resource.fields[name]!.label).join(',');
  return `\uFEFF${header}\r\n`;
}

/** `2026-01-31` or `2026-01-31 08:00[:00]` (also with /) read in China time, as the screens show times. */
function chinaTime(raw: string): number | undefined {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(raw);
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const ms = Date.UTC(+y!, +mo! - 1, +d!, +h - 8, +mi, +s);
  const back = new Date(ms + 8 * 3600_000);
  // 2026-02-30 and 25:00 are mistakes, not the next day.
  if (back.getUTCMonth() !== +mo! - 1 || back.getUTCDate() !== +d! || +h > 23 || +mi > 59 || +s > 59)
    return undefined;
  return ms / 1000;
}
