import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { PRODUCT_KIND } from '../../code-tables/base-services.js';
import { AREA_LIST_VALIDATOR } from '../../products/product-permissions.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const PRODUCT_CODE = {
  test: (value: string) => /^[a-z][a-z0-9-]{1,31}$/.test(value),
  message: '产品编码为 2-32 位小写字母、数字或 -，以字母开头',
};

/**
 * 产品: the platform's product catalogue. A merchant holding a product (merchant_product.product =
 * code) may use the codes of its permission areas; the auth hook reads this table on every request,
 * so a product disabled or re-scoped here applies to the merchants' next call. Platform rows: only
 * the platform operator reaches them. The code is what merchants hold, so it never changes.
 */
export const productResource = defineResource({
  key: 'system/product',
  table: 'product',
  label: '产品',
  scope: 'platform',
  // No delete: merchants hold products by code; a product is retired by disabling it.
  permissions: {
    list: 'system:product:list',
    detail: 'system:product:list',
    create: 'system:product:create',
    update: 'system:product:update',
  },
  fields: {
    code: field.text({
      label: '产品编码',
      maxLength: 32,
      required: true,
      immutable: true,
      search: 'contains',
      sortable: true,
      validators: [PRODUCT_CODE],
    }),
    name: field.text({
      label: '产品名称',
      maxLength: 64,
      required: true,
      search: 'contains',
      sortable: true,
    }),
    kind: field.code(PRODUCT_KIND, { label: '类型', required: true, immutable: true, search: 'eq' }),
    description: field.text({ label: '产品描述', maxLength: 255 }),
    // Comma-joined area keys; the form edits them as a multi-select of the catalogue's areas.
    permission_areas: field.text({ label: '权限范围', maxLength: 512, validators: [AREA_LIST_VALIDATOR] }),
    status: field.code(ENABLED_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
    create_time: field.time({ label: '创建时间', readOnly: true }),
    update_time: field.time({ label: '更新时间', readOnly: true, show: ['detail'] }),
  },
  list: {
    columns: ['code', 'name', 'kind', 'permission_areas', 'status', 'create_time'],
    sort: ['code', 'asc'],
  },
  enableDisable: { permission: 'system:product:update' },
});
