import { FileSink } from './file-sink.js';
import { CHUNK_CHARS, type TableWriter } from './table-writer.js';

// Excel opens a file without a BOM as the local code page and garbles Chinese headers.
const BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\r\n]/;
// A cell that starts like a formula is run by spreadsheet programs (CSV injection); a leading
// apostrophe makes it text. A negative number such as -12.5 is left alone.
const FORMULA_START = /^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/;

export function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** CSV in UTF-8 with a BOM, CRLF line ends (RFC 4180). */
export class CsvWriter implements TableWriter {
  private readonly sink: FileSink;
  private buffer = BOM;

  constructor(file: string) {
    this.sink = new FileSink(file);
  }

  header(cells: readonly string[]): void {
    this.buffer += `${cells.map(csvCell).join(',')}\r\n`;
  }

  async row(cells: readonly string[]): Promise<void> {
    this.buffer += `${cells.map(csvCell).join(',')}\r\n`;
    if (this.buffer.length >= CHUNK_CHARS) await this.flush();
  }

  private async flush(): Promise<void> {
    const text = this.buffer;
    this.buffer = '';
    await this.sink.write(text);
  }

  async close(): Promise<void> {
    await this.flush();
    await this.sink.close();
  }

  abort(): Promise<void> {
    return this.sink.abort();
  }
}
