import type { FastifyInstance } from 'fastify';
import {
  exportJob,
  importJob,
  REPORT_CLEANUP_CRON,
  REPORT_CLEANUP_QUEUE,
  reportCleanupJob,
} from '../modules/shared/index.js';
import {
  bulkSendJob,
  COUPON_EXPIRY_CRON,
  COUPON_EXPIRY_QUEUE,
  couponExpiryJob,
} from '../modules/parking-coupon/index.js';
import { SETTLEMENT_CRON, SETTLEMENT_QUEUE, settlementJob } from '../modules/settlement/index.js';
import { invoiceIssueJob } from '../modules/invoice/index.js';
import { AD_ACCRUAL_CRON, AD_ACCRUAL_QUEUE, adAccrualJob } from '../modules/advertising/index.js';
import {
  CONTRACT_EXPIRY_CRON,
  CONTRACT_EXPIRY_QUEUE,
  contractExpiryJob,
  OPENAPI_NONCE_CRON,
  OPENAPI_NONCE_QUEUE,
  openapiCallbackJob,
  openapiNonceJob,
  feedCodeJob,
} from '../modules/base-services/index.js';
import { JobRunner } from '../platform/jobs/index.js';

/**
 * The process's job runner with every job kind and schedule. The server runs it beside the routes
 * (config.jobWorker, on by default) and stops it before closing; `npm run worker` runs it alone.
 */
export function registerJobs(app: FastifyInstance): JobRunner {
  const jobs = new JobRunner(app.db, app.dbKind, { log: app.log });
  jobs
    .register(exportJob(app))
    .register(importJob(app))
    .register(reportCleanupJob(app))
    .every('report-cleanup', REPORT_CLEANUP_CRON, REPORT_CLEANUP_QUEUE)
    .register(bulkSendJob(app))
    .register(couponExpiryJob(app))
    .every('coupon-expiry', COUPON_EXPIRY_CRON, COUPON_EXPIRY_QUEUE)
    .register(settlementJob(app))
    .every('ledger-settlement', SETTLEMENT_CRON, SETTLEMENT_QUEUE)
    .register(invoiceIssueJob(app))
    .register(adAccrualJob(app))
    .every('ad-spend-accrual', AD_ACCRUAL_CRON, AD_ACCRUAL_QUEUE)
    .register(contractExpiryJob(app))
    .every('contract-expiry', CONTRACT_EXPIRY_CRON, CONTRACT_EXPIRY_QUEUE)
    .register(openapiCallbackJob(app))
    .register(openapiNonceJob(app))
    .every('openapi-nonce-purge', OPENAPI_NONCE_CRON, OPENAPI_NONCE_QUEUE)
    .register(feedCodeJob(app));
  app.decorate('jobs', jobs);
  if (app.config.jobWorker) app.addHook('onReady', () => jobs.start());
  // Before onClose closes the database: a running job goes back to the queue, losing no try.
  app.addHook('preClose', () => jobs.stop());
  return jobs;
}
