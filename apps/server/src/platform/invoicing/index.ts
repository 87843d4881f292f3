export {
  invoiceChannel,
  SimulatedInvoiceChannel,
  useInvoiceChannel,
  type InvoiceChannel,
  type IssueAnswer,
  type IssueRequest,
} from './invoice-channel.js';
