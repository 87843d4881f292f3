export { auditChanges, type AuditChange } from './audit-changes.js';
export { AUDIT_SUBJECT, auditSubject, type AuditSubject } from './audit-subjects.js';
