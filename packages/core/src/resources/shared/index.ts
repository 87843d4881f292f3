export { reportView } from './report.js';
export { importBatchView, importErrorView } from './import-batch.js';
