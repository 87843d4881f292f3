import { WALLET_TRADE_TYPE } from '../../../code-tables/merchant.js';
import { defineResource } from '../../define-resource.js';
import { field } from '../../field.js';

/**
 * 我的钱包 › 收支明细: one row per balance movement; amount is signed fen (negative = money out),
 * balance_after the wallet balance right after it. Written by the wallet service, never by hand.
 */
export const walletTransactionResource = defineResource({
  key: 'account/wallet/transaction',
  table: 'wallet_transaction',
  label: '收支明细',
  scope: 'merchant',
  permissions: { list: 'account:wallet:view', detail: 'account:wallet:view' },
  fields: {
    serial_no: field.text({ label: '流水号', maxLength: 32, readOnly: true, search: 'eq' }),
    trade_type: field.code(WALLET_TRADE_TYPE, { label: '类型', readOnly: true, search: 'eq' }),
    amount: field.money({ label: '金额', readOnly: true, minimum: Number.MIN_SAFE_INTEGER }),
    balance_after: field.money({ label: '余额', readOnly: true }),
    remark: field.text({ label: '说明', maxLength: 255, readOnly: true }),
    // (merchant_id, create_time) is indexed: newest first within a wallet.
    create_time: field.time({ label: '时间', readOnly: true, search: 'range', sortable: true }),
  },
  list: {
    columns: ['serial_no', 'trade_type', 'amount', 'balance_after', 'remark', 'create_time'],
    sort: ['create_time', 'desc'],
  },
});
