import { ENABLED_STATUS } from '../../../code-tables/enabled-status.js';
import { defineResource } from '../../define-resource.js';
import { field } from '../../field.js';

/**
 * 访问授权 (`/trading-center/acl/list`): the callers a merchant lets use its payment interface, each
 * by its AppID and the addresses it may call from. Merchant-scoped: the merchant keeps its own, its
 * partner reads them in scope.
 */
export const paymentAclResource = defineResource({
  key: 'payment/acl',
  table: 'payment_acl',
  label: '访问授权',
  scope: 'merchant',
  permissions: {
    list: 'payment:acl:list',
    detail: 'payment:acl:list',
    create: 'payment:acl:create',
    update: 'payment:acl:update',
    delete: 'payment:acl:delete',
  },
  fields: {
    name: field.text({ label: '授权名称', maxLength: 64, required: true, search: 'contains' }),
    app_id: field.text({
      label: 'AppID',
      maxLength: 32,
      required: true,
      immutable: true,
      search: 'eq',
    }),
    ip_whitelist: field.text({
      label: 'IP 白名单',
      maxLength: 255,
      help: '多个地址用英文逗号分隔；不填则不限制来源地址',
    }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    status: field.code(ENABLED_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
    create_time: field.time({ label: '创建时间', readOnly: true, sortable: true }),
  },
  list: {
    columns: ['name', 'app_id', 'ip_whitelist', 'status', 'create_time'],
    sort: ['create_time', 'desc'],
  },
  enableDisable: { permission: 'payment:acl:update' },
});
