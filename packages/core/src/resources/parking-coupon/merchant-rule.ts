import { defineCodeTable } from '../../code-tables/define-code-table.js';
import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/** What a 商户券规则 limits: every grant of the holder, one warehouse entry, or every entry of one coupon. */
export const MERCHANT_RULE_SCOPE = defineCodeTable([
  { value: 0, label: '全部发券', color: 'default' },
  { value: 1, label: '指定入库记录', color: 'processing' },
  { value: 2, label: '指定优惠券', color: 'cyan' },
]);
export const RULE_ALL = 0;
export const RULE_STOCK = 1;
export const RULE_COUPON = 2;

/** A limit past this is no limit a person means (a typo of an extra zero or two). */
export const MERCHANT_RULE_MAX_LIMIT = 100_000;

/**
 * 商户券规则: the limits a holder puts on its own grants, enforced inside the one grant path
 * (coupon-ledger.ts), so 发券, 批量发券, fixed and dynamic codes and events all obey them. A limit of 0
 * is no limit. Its terms are fixed once made (grants were counted under them); 停用 lifts it.
 */
export const couponMerchantRuleResource = defineResource({
  key: 'parking-coupon/merchant-rule',
  table: 'coupon_merchant_rule',
  label: '商户券规则',
  scope: 'merchant',
  permissions: {
    list: 'coupon:merchant-rule:list',
    detail: 'coupon:merchant-rule:detail',
    create: 'coupon:merchant-rule:create',
  },
  fields: {
    name: field.text({
      label: '规则名称',
      maxLength: 32,
      required: true,
      immutable: true,
      search: 'contains',
    }),
    applies_to: field.code(MERCHANT_RULE_SCOPE, { label: '适用范围', required: true, immutable: true }),
    stock_id: field.ref('parking-coupon/warehouse', {
      label: '入库记录',
      immutable: true,
      // Read on list pages too (not a default column): the rule's target is named from it.
      show: ['list', 'detail', 'form'],
      help: '适用范围为“指定入库记录”或“指定优惠券”时必选；指定优惠券时规则管住该券的全部入库记录',
    }),
    coupon_id: field.integer({ label: '优惠券编号', ...RO, show: ['list', 'detail'] }),
    target_name: field.text({ label: '适用对象', virtual: true, ...RO, show: ['list', 'detail'] }),
    plate_daily_limit: field.integer({
      label: '每车每日限发',
      immutable: true,
      minimum: 0,
      maximum: MERCHANT_RULE_MAX_LIMIT,
      unit: '张',
      help: '同一车牌每天（北京时间）最多发放的张数，0 为不限',
    }),
    daily_limit: field.integer({
      label: '每日发放总量',
      immutable: true,
      minimum: 0,
      maximum: MERCHANT_RULE_MAX_LIMIT,
      unit: '张',
      help: '每天（北京时间）最多发放的张数，0 为不限',
    }),
    parked_only: field.boolean({
      label: '仅限在场车辆',
      immutable: true,
      help: '只给此刻停在该券可用车场内的车辆发券',
    }),
    status: field.code(ENABLED_STATUS, { label: '状态', ...RO, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, immutable: true, show: ['detail', 'form'] }),
    create_time: field.time({ label: '创建时间', ...RO, sortable: true }),
    update_time: field.time({ label: '更新时间', ...RO, show: ['detail'] }),
  },
  list: {
    columns: [
      'name',
      'applies_to',
      'target_name',
      'plate_daily_limit',
      'daily_limit',
      'parked_only',
      'status',
      'create_time',
    ],
    sort: ['create_time', 'desc'],
  },
  enableDisable: { permission: 'coupon:merchant-rule:update' },
  detail: {
    sections: [
      { title: '规则', fields: ['name', 'applies_to', 'target_name', 'coupon_id', 'status', 'remark'] },
      {
        title: '限制',
        fields: ['plate_daily_limit', 'daily_limit', 'parked_only', 'create_time', 'update_time'],
      },
    ],
  },
});
