export { exportJob } from './export-job.js';
export { REPORT_CLEANUP_CRON, REPORT_CLEANUP_QUEUE, reportCleanupJob } from './report-cleanup-job.js';
export { reportRoutes } from './report-routes.js';
export { REPORT } from './report-status.js';
export { IMPORT_QUEUE, importJob, type ImportPayload } from './import-job.js';
export { importRoutes } from './import-routes.js';
