// 电子发票 (issue 21): what routes/index.ts, the jobs and tests import from this module.
import type { FastifyInstance } from 'fastify';
import { invoiceRoutes } from './invoice-routes.js';
import { invoiceProviderRoutes } from './provider-routes.js';
import { invoiceServiceRoutes } from './service-routes.js';

export { applyForInvoice, INVOICE_ISSUE_QUEUE, type IssuePayload } from './invoice-apply.js';
export { invoiceIssueJob, issueInvoice } from './invoice-issue.js';
export { capitalAmount, taxIncluded, totalsOf } from './invoice-amounts.js';

export async function invoiceModule(app: FastifyInstance): Promise<void> {
  await app.register(invoiceRoutes);
  await app.register(invoiceServiceRoutes);
  await app.register(invoiceProviderRoutes);
}
