import { ENABLED_STATUS } from '../../../code-tables/enabled-status.js';
import { defineResource } from '../../define-resource.js';
import { field } from '../../field.js';
import { bonusParkFields } from './bonus-event.js';

/**
 * 活动授权: an issuer (a merchant, e.g. a shop of the mall) allowed to hand out one activity's red
 * packets, up to `quota` packets, until `expire_time`. The activity and its lot are fixed by the
 * screen; one grant per activity and issuer.
 */
export const bonusAclResource = defineResource({
  key: 'bonus/acl',
  table: 'bonus_acl',
  label: '活动授权',
  scope: 'park',
  permissions: {
    list: 'bonus:acl:list',
    detail: 'bonus:acl:list',
    create: 'bonus:acl:create',
    update: 'bonus:acl:update',
  },
  fields: {
    park_id: { ...bonusParkFields.park_id, show: ['form'] },
    event_id: field.integer({
      label: '红包活动',
      required: true,
      immutable: true,
      minimum: 1,
      search: 'eq',
      show: ['form'],
    }),
    issuer_no: field.text({
      label: '发放商户号',
      maxLength: 32,
      required: true,
      immutable: true,
      search: 'eq',
      validators: ['paramText'],
    }),
    issuer_name: field.text({ label: '发放商户名称', maxLength: 64, required: true, search: 'contains' }),
    quota: field.integer({ label: '发放额度（个）', required: true, minimum: 1, maximum: 1_000_000 }),
    granted_count: field.integer({ label: '已发放（个）', readOnly: true }),
    expire_time: field.time({ label: '到期时间', required: true, sortable: true }),
    status: field.code(ENABLED_STATUS, { label: '状态', required: true, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    create_time: field.time({ label: '创建时间', readOnly: true, sortable: true }),
    update_time: field.time({ label: '更新时间', readOnly: true, show: ['detail'] }),
  },
  list: {
    columns: ['issuer_no', 'issuer_name', 'quota', 'granted_count', 'expire_time', 'status', 'create_time'],
    sort: ['create_time', 'desc'],
  },
});
