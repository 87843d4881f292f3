export { reportView } from './report.js';
