/** REPORT_STATUS values (packages/core code table) by name, for the code that moves a task. */
export const REPORT = {
  QUEUED: 0,
  RUNNING: 1,
  DONE: 2,
  FAILED: -1,
  CANCELLED: -2,
  EXPIRED: -3,
} as const;
