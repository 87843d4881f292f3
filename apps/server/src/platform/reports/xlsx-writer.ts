import { FileSink } from './file-sink.js';
import { CHUNK_CHARS, type TableWriter } from './table-writer.js';
import { ZipWriter } from './zip-writer.js';

/** Data rows per sheet: Excel's limit is 1,048,576 rows, the header included. */
export const ROWS_PER_SHEET = 1_000_000;

// Characters XML 1.0 cannot carry at all; dropped rather than making the file unreadable.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

// Most cells (codes, money, times, plates) need no escaping: one test spares them four replaces.
// eslint-disable-next-line no-control-regex -- as above
const NEEDS_WORK = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

function xmlText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text
    .replace(INVALID_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function cellXml(text: string): string {
  // Excel trims a cell's outer spaces unless told to keep them; most cells have none.
  const open = text.trim().length !== text.length ? '<t xml:space="preserve">' : '<t>';
  return `<c t="inlineStr"><is>${open}${xmlText(text)}</t></is></c>`;
}

function rowXml(cells: readonly string[]): string {
  let xml = '<row>';
  for (const cell of cells) xml += cellXml(cell);
  return `${xml}</row>`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const SHEET_HEAD = `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';

function contentTypes(sheets: number): string {
  let xml = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`;
  xml += '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>';
  xml += '<Default Extension="xml" ContentType="application/xml"/>';
  xml +=
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>';
  for (let i = 1; i <= sheets; i++)
    xml += `<Override PartName="/xl/worksheets/sheet${i}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`;
  return `${xml}</Types>`;
}

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

function workbook(sheets: number): string {
  let xml = `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>`;
  for (let i = 1; i <= sheets; i++) xml += `<sheet name="Sheet${i}" sheetId="${i}" r:id="rId${i}"/>`;
  return `${xml}</sheets></workbook>`;
}

function workbookRels(sheets: number): string {
  let xml = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`;
  for (let i = 1; i <= sheets; i++)
    xml += `<Relationship Id="rId${i}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i}.xml"/>`;
  return `${xml}</Relationships>`;
}

type Entry = Awaited<ReturnType<ZipWriter['entry']>>;

/**
 * XLSX written as rows arrive: each sheet is one deflated zip entry streamed to disk, text cells are
 * inline strings (no shared-string table to hold in memory), and every ROWS_PER_SHEET rows a new
 * sheet starts with the header again. The workbook parts that list the sheets are written last.
 */
export class XlsxWriter implements TableWriter {
  private readonly sink: FileSink;
  private readonly zip: ZipWriter;
  private headerCells: readonly string[] = [];
  private sheet: Entry | undefined;
  private sheets = 0;
  private rowsInSheet = 0;
  private buffer = '';

  constructor(
    file: string,
    private readonly rowsPerSheet = ROWS_PER_SHEET,
  ) {
    this.sink = new FileSink(file);
    this.zip = new ZipWriter(this.sink);
  }

  header(cells: readonly string[]): void {
    this.headerCells = cells;
  }

  private async startSheet(): Promise<void> {
    this.sheets += 1;
    this.sheet = await this.zip.entry(`xl/worksheets/sheet${this.sheets}.xml`);
    this.buffer = SHEET_HEAD + rowXml(this.headerCells);
    this.rowsInSheet = 0;
  }

  private async endSheet(): Promise<void> {
    this.buffer += SHEET_TAIL;
    await this.flush();
    await this.sheet!.end();
    this.sheet = undefined;
  }

  private async flush(): Promise<void> {
    const text = this.buffer;
    this.buffer = '';
    if (text) await this.sheet!.write(text);
  }

  async row(cells: readonly string[]): Promise<void> {
    if (!this.sheet) await this.startSheet();
    else if (this.rowsInSheet === this.rowsPerSheet) {
      await this.endSheet();
      await this.startSheet();
    }
    this.buffer += rowXml(cells);
    this.rowsInSheet += 1;
    if (this.buffer.length >= CHUNK_CHARS) await this.flush();
  }

  async close(): Promise<void> {
    // An export with no rows is still a workbook: one sheet holding the header.
    if (!this.sheet) await this.startSheet();
    await this.endSheet();
    await this.zip.file('[Content_Types].xml', contentTypes(this.sheets));
    await this.zip.file('_rels/.rels', ROOT_RELS);
    await this.zip.file('xl/workbook.xml', workbook(this.sheets));
    await this.zip.file('xl/_rels/workbook.xml.rels', workbookRels(this.sheets));
    await this.zip.finish();
    await this.sink.close();
  }

  abort(): Promise<void> {
    return this.sink.abort();
  }
}
