import { labelOf } from '../code-tables/define-code-table.js';
import { formatCouponValue } from '../format/coupon-value.js';
import { formatMoney } from '../format/money.js';
import { EMPTY_DISPLAY } from '../format/placeholder.js';
import { formatTimestamp } from '../format/timestamp.js';
import { permissionLabel } from '../permissions/catalogue.js';
import type { FieldDef } from './field-types.js';

/** What a secret shows as wherever it is read back (the audit writer stores it redacted). */
export const HIDDEN_DISPLAY = '已隐藏';

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** A value no definition describes, as plain text: lists joined, a nested record as `key：value` pairs. */
export function plainText(value: unknown): string {
  if (isEmpty(value)) return EMPTY_DISPLAY;
  if (Array.isArray(value)) return value.length === 0 ? EMPTY_DISPLAY : value.map(plainText).join('、');
  if (typeof value === 'object') {
    const pairs = Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}：${plainText(v)}`);
    return pairs.length === 0 ? EMPTY_DISPLAY : pairs.join('；');
  }
  return String(value);
}

/**
 * One field's value as text a person reads, by the field's kind: money as yuan from fen, times as
 * a China date-time, codes by their label, booleans as 是/否, passwords hidden, a coupon's face by
 * the row's coupon type. Used where no
 * React renderer fits (the audit log's change table, exports).
 */
export function fieldText(def: FieldDef, value: unknown, row?: Readonly<Record<string, unknown>>): string {
  if (def.kind === 'password' || def.writeOnly) return HIDDEN_DISPLAY;
  if (isEmpty(value)) return EMPTY_DISPLAY;
  // A face value reads by its row's coupon type (￥5.00, 2小时, 8.5折, 全免); without the row, as a number.
  if (def.kind === 'integer' && def.face && row) {
    return formatCouponValue(row[def.face.typeField], value as number | string);
  }
  switch (def.kind) {
    case 'money':
      return formatMoney(value as number | string);
    case 'time':
      return formatTimestamp(value as number | string);
    case 'code':
    case 'codes':
      // A `codes` field (a lot's payment channels) holds several codes of one table.
      return Array.isArray(value)
        ? value.map((code) => labelOf(def.table, code)).join('、') || EMPTY_DISPLAY
        : labelOf(def.table, value);
    case 'boolean':
      return Number(value) === 1 || value === true ? '是' : '否';
    case 'permissions':
      return Array.isArray(value) && value.length > 0
        ? value.map((code) => permissionLabel(String(code))).join('、')
        : EMPTY_DISPLAY;
    default:
      return plainText(value);
  }
}
