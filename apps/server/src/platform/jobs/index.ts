export { parseCron, type CronSchedule } from './cron.js';
export { JobRunner, type JobRunnerOptions } from './job-runner.js';
export { fireDueSchedules, upsertSchedule } from './job-schedules.js';
export { cancelJob, enqueueJob, jobById, type JobRow } from './job-store.js';
export { JobCancelledError, type GiveUpReason, type JobContext, type JobHandler } from './job-types.js';
