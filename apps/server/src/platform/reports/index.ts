export { csvCell, CsvWriter } from './csv-writer.js';
export {
  openReportWriter,
  removeReportFile,
  reportFile,
  REPORT_MIME,
  REPORT_RETENTION_SECONDS,
} from './report-files.js';
export type { TableWriter } from './table-writer.js';
export { ROWS_PER_SHEET, XlsxWriter } from './xlsx-writer.js';
export { FileSink } from './file-sink.js';
export { ZipWriter } from './zip-writer.js';
