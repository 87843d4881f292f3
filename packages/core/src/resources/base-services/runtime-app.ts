import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { TENANT_KIND } from '../../code-tables/merchant.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const APP_ID = {
  test: (value: string) => /^[a-z][a-z0-9_]{2,63}$/.test(value),
  message: '应用标识为 3-64 位小写字母、数字或下划线，以字母开头',
};

// As browsers send a host: lower case, no port, no trailing dot (the server normalises first).
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
export const DOMAIN_VALIDATOR = {
  test: (value: string) => HOST.test(normaliseDomain(value)),
  message: '域名格式不正确',
};

/** Host names are matched without port and case, as browsers send them. */
export function normaliseDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * 应用配置: the runtime apps behind `merchant/app/rt/summary`, which brand each domain (spec 01 §1).
 * They answer at the spec's own calls (§7: `GET merchant/app/rt/list`; `POST`, `PUT`, `GET`,
 * `DELETE merchant/app/rt`; `PUT …/disable`, `…/enable`). Platform rows: only the operator reaches
 * them. A domain names one app; a disabled app stops answering the domain summary.
 */
export const runtimeAppResource = defineResource({
  key: 'merchant/app/rt',
  table: 'runtime_app',
  label: '应用配置',
  scope: 'platform',
  paths: 'method',
  permissions: {
    list: 'system:manage:app:list',
    detail: 'system:manage:app:list',
    create: 'system:manage:app:create',
    update: 'system:manage:app:update',
    delete: 'system:manage:app:delete',
  },
  fields: {
    app_id: field.text({
      label: '应用标识',
      maxLength: 64,
      required: true,
      immutable: true,
      search: 'contains',
      sortable: true,
      validators: [APP_ID],
    }),
    name: field.text({ label: '应用名称', maxLength: 128, required: true, search: 'contains' }),
    system: field.code(TENANT_KIND, { label: '平台类型', required: true, search: 'eq' }),
    domains: field.tags({ label: '域名', maxLength: 255, maxItems: 20, validators: [DOMAIN_VALIDATOR] }),
    status: field.code(ENABLED_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
    create_time: field.time({ label: '创建时间', readOnly: true, show: ['detail'] }),
    update_time: field.time({ label: '更新时间', readOnly: true, show: ['detail'] }),
  },
  list: { columns: ['app_id', 'name', 'system', 'domains', 'status'], sort: ['app_id', 'asc'] },
  enableDisable: { permission: 'system:manage:app:update' },
});
