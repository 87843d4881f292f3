import { s, type Infer } from '../../api/schema.js';
import { settingsBodySchema } from '../define-settings.js';
import type { JsonSchema } from '../json-schema.js';
import { invoiceTitleSettings } from '../account/invoice-title.js';

/** At most this many orders on one invoice. */
export const MAX_INVOICE_ORDERS = 100;

/**
 * `POST account/invoice/apply`: the orders (trade ids of 消费记录) and the title, whose fields are
 * the 发票抬头 document's (`account/invoice/config`): the page starts from the saved title and the
 * person may change it for this one invoice.
 */
export function invoiceApplyBodySchema(): JsonSchema {
  const title = settingsBodySchema(invoiceTitleSettings);
  return {
    type: 'object',
    properties: {
      ...title.properties,
      trade_ids: {
        type: 'array',
        title: '订单',
        items: { type: 'integer', minimum: 1 },
        minItems: 1,
        maxItems: MAX_INVOICE_ORDERS,
      },
      remark: { type: 'string', maxLength: 200, title: '备注' },
    },
    required: [...(title.required ?? []), 'trade_ids'],
    additionalProperties: false,
  };
}

export const INVOICE_APPLY_ANSWER = s.object({
  id: s.integer({ title: '发票编号' }),
  apply_no: s.string({ title: '申请单号' }),
});
export type InvoiceApplyAnswer = Infer<typeof INVOICE_APPLY_ANSWER>;
