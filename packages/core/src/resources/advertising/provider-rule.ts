import { AD_SETTLE_CYCLE } from '../../code-tables/advertising.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/**
 * 计费规则: a traffic provider's share of what its slots earn (basis points of the advertisers'
 * spend) and how often it is settled, one rule per provider. The row is the provider's own
 * (merchant_id: it reads its rule), and only the platform operator writes one (the server refuses
 * every other tenant, whatever codes it holds).
 */
export const adProviderRuleResource = defineResource({
  key: 'adverting/provider/billing-rule',
  table: 'ad_provider_rule',
  label: '计费规则',
  scope: 'merchant',
  permissions: {
    list: 'advertising:billing-rule:view',
    detail: 'advertising:billing-rule:view',
    create: 'advertising:billing-rule:update',
    update: 'advertising:billing-rule:update',
  },
  fields: {
    provider_name: field.text({
      label: '流量主',
      maxLength: 64,
      virtual: true,
      ...RO,
      show: ['list', 'detail'],
    }),
    share_rate: field.integer({
      label: '分成比例（万分比）',
      minimum: 0,
      maximum: 10_000,
      required: true,
      help: '流量主分得其广告位广告消耗的比例，6000 即 60%',
    }),
    settle_cycle: field.code(AD_SETTLE_CYCLE, { label: '结算周期', required: true, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255 }),
    update_time: field.time({ label: '更新时间', ...RO, sortable: true }),
  },
  list: {
    columns: ['provider_name', 'share_rate', 'settle_cycle', 'remark', 'update_time'],
    sort: ['update_time', 'desc'],
  },
});
