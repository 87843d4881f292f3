// 电子发票 (issue 21): invoices, the paid orders they cover, the invoice service and its settings.
export { accountInvoiceResource, invoiceResource } from './invoice.js';
export { accountConsumptionView, serviceConsumptionView } from './consumption.js';
export { invoiceServiceResource, invoiceSettingSettings } from './service.js';
export {
  INVOICE_APPLY_ANSWER,
  invoiceApplyBodySchema,
  MAX_INVOICE_ORDERS,
  type InvoiceApplyAnswer,
} from './invoice-payloads.js';
export {
  invoiceMerchantView,
  invoiceRuleSettings,
  invoiceSoftwareConfigSettings,
  invoiceSoftwareResource,
  MANUAL_INVOICE_ROWS,
  manualInvoiceResource,
} from './provider.js';
