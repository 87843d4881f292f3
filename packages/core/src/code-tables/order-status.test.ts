import { describe, expect, it } from 'vitest';
import { orderStatusTag, type OrderStatusFields } from './order-status.js';

// One row per case reads best as one line each.
// prettier-ignore
const CASES: [description: string, order: OrderStatusFields, label: string, color: string][] = [
  ['processing', { status: 0 }, '处理中', 'processing'],
  ['normal', { status: 1 }, '正常', 'success'],
  ['normal, status sent as text', { status: '1' }, '正常', 'success'],
  ['refund or revoke', { status: -2 }, '退款/撤销', 'error'],
  ['refund ignores overdraft', { status: -2, business: 'autopay', overdraft: 1 }, '退款/撤销', 'error'],
  ['processing ignores revoked', { status: 0, revoked: true }, '处理中', 'processing'],
  ['autopay in arrears', { status: 1, business: 'autopay', overdraft: 1 }, '欠费', 'error'],
  ['autopay paid back', { status: 1, business: 'autopay', overdraft: 2 }, '补缴', 'warning'],
  ['autopay without overdraft', { status: 1, business: 'autopay', overdraft: 0 }, '正常', 'success'],
  ['autopay, overdraft missing', { status: 1, business: 'autopay', overdraft: null }, '正常', 'success'],
  ['autopay, overdraft unknown', { status: 1, business: 'autopay', overdraft: 7 }, '正常', 'success'],
  ['overdraft outside autopay', { status: 1, business: 'parking_cashier', overdraft: 1 }, '正常', 'success'],
  ['revoked normal order', { status: 1, revoked: true }, '正常（已审核）', 'success'],
  ['revoked flag as 1', { status: 1, revoked: 1 }, '正常（已审核）', 'success'],
  ['revoked flag 0', { status: 1, revoked: 0 }, '正常', 'success'],
  ['revoked autopay order', { status: 1, business: 'autopay', overdraft: 1, revoked: true }, '正常（已审核）', 'success'],
  ['unknown status', { status: 5 }, '未知', 'default'],
  ['missing status', { status: null }, '-', 'default'],
  ['empty status', { status: '' }, '-', 'default'],
];

describe('orderStatusTag', () => {
  it.each(CASES)('%s', (_description, order, label, color) => {
    expect(orderStatusTag(order)).toEqual({ label, color });
  });
});
