export { AuditChangeTable, type AuditChangeTableProps } from './AuditChangeTable';
