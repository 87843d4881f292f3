import { ENABLED_STATUS } from '../../../code-tables/enabled-status.js';
import { BONUS_EVENT_STATUS, BONUS_KIND } from '../../../code-tables/bonus.js';
import { defineResource } from '../../define-resource.js';
import { field } from '../../field.js';

/** The activity's lot: chosen once (the lot page fixes it), shown by name. */
export const bonusParkFields = {
  park_id: field.park({
    label: '车场',
    required: true,
    immutable: true,
    search: 'eq',
    show: ['detail', 'form'],
  }),
  park_name: field.text({ label: '车场', virtual: true, readOnly: true, show: ['list', 'detail'] }),
};

/** A single packet may not exceed ¥10,000; the budget ¥10,000,000: past either is a typo in yuan/fen. */
export const BONUS_MAX_AMOUNT = 1_000_000;
export const BONUS_MAX_BUDGET = 1_000_000_000;

/**
 * 红包活动 of a lot: red packets a lot's authorised issuers (the shops of a mall, say) hand to
 * drivers, paid from the activity's budget. Fixed packets use `amount`; random ones are drawn
 * between `min_amount` and `max_amount`. `status` is derived on read (see bonusEventStatus).
 */
export const bonusEventResource = defineResource({
  key: 'bonus/event',
  table: 'bonus_event',
  label: '红包活动',
  scope: 'park',
  permissions: {
    list: 'bonus:event:list',
    detail: 'bonus:event:detail',
    create: 'bonus:event:create',
    update: 'bonus:event:update',
  },
  fields: {
    ...bonusParkFields,
    name: field.text({ label: '活动名称', maxLength: 64, required: true, search: 'contains' }),
    bonus_kind: field.code(BONUS_KIND, { label: '红包类型', required: true, search: 'eq' }),
    amount: field.money({ label: '红包金额', maximum: BONUS_MAX_AMOUNT }),
    min_amount: field.money({ label: '最小金额', maximum: BONUS_MAX_AMOUNT, show: ['detail', 'form'] }),
    max_amount: field.money({ label: '最大金额', maximum: BONUS_MAX_AMOUNT, show: ['detail', 'form'] }),
    budget: field.money({ label: '总预算', required: true, minimum: 1, maximum: BONUS_MAX_BUDGET }),
    granted_amount: field.money({ label: '已发放金额', readOnly: true }),
    granted_count: field.integer({ label: '已发放个数', readOnly: true }),
    per_car_limit: field.integer({ label: '每车限领次数', required: true, minimum: 1, maximum: 100 }),
    start_time: field.time({ label: '开始时间', required: true, sortable: true, search: 'range' }),
    end_time: field.time({ label: '结束时间', required: true }),
    // Read on lists too (though not a column): the derived 状态 needs it on every row.
    enabled: field.code(ENABLED_STATUS, { label: '启用状态', required: true }),
    status: field.code(BONUS_EVENT_STATUS, { label: '状态', virtual: true, readOnly: true }),
    description: field.text({ label: '活动说明', maxLength: 500, show: ['detail', 'form'] }),
    create_time: field.time({ label: '创建时间', readOnly: true, sortable: true }),
    update_time: field.time({ label: '更新时间', readOnly: true, show: ['detail'] }),
  },
  list: {
    columns: [
      'name',
      'park_name',
      'bonus_kind',
      'amount',
      'budget',
      'granted_amount',
      'granted_count',
      'start_time',
      'end_time',
      'status',
    ],
    sort: ['create_time', 'desc'],
  },
  actions: {
    // The spec's bonus/event/prepare: an issuer asks whether it may hand out this activity now.
    prepare: { label: '核验活动', permission: 'bonus:event:issue' },
    issue: { label: '发放红包', permission: 'bonus:event:issue' },
  },
  detail: {
    sections: [
      {
        title: '活动信息',
        fields: ['name', 'park_name', 'status', 'start_time', 'end_time', 'enabled', 'description'],
      },
      {
        title: '红包规则',
        fields: ['bonus_kind', 'amount', 'min_amount', 'max_amount', 'per_car_limit'],
      },
      {
        title: '预算',
        fields: ['budget', 'granted_amount', 'granted_count', 'create_time', 'update_time'],
      },
    ],
  },
});

export type BonusEventStatus = 0 | 1 | 2 | 3;

/** 停用 by hand wins; otherwise the time window decides (the end is exclusive). */
export function bonusEventStatus(
  row: { enabled: unknown; start_time: unknown; end_time: unknown },
  now: number,
): BonusEventStatus {
  if (Number(row.enabled) !== 1) return 3;
  if (now < Number(row.start_time)) return 0;
  if (now >= Number(row.end_time)) return 2;
  return 1;
}
