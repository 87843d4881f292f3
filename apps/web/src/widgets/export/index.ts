export { ExportButton, type ExportButtonProps } from './ExportButton';
export { REPORT_CENTRE_PATH, useExport, type ExportRequest } from './use-export';
