import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import {
  INVOICE_KIND,
  PARK_ACL_GRANTEE,
  PARK_ACL_SCOPE,
  PARK_INVOICE_BUSINESS,
  TAX_RATE,
} from '../../code-tables/parking-operations.js';
import { isCodeOf } from '../../code-tables/define-code-table.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const parkFields = {
  park_id: field.park({
    label: '车场',
    required: true,
    immutable: true,
    search: 'eq',
    show: ['detail', 'form'],
  }),
  park_name: field.text({ label: '车场', virtual: true, readOnly: true, show: ['list', 'detail'] }),
};

/** Scopes are stored comma-joined ("record,order"): every part must be a PARK_ACL_SCOPE value, no repeats. */
export function aclScopesProblem(value: string): string | undefined {
  const parts = value.split(',');
  if (parts.some((part) => !isCodeOf(PARK_ACL_SCOPE, part))) return '授权范围包含未知项';
  if (new Set(parts).size !== parts.length) return '授权范围重复';
  return undefined;
}

const ACL_SCOPES = {
  test: (value: string) => aclScopesProblem(value) === undefined,
  message: '请选择正确的授权范围',
};

/** 车场访问授权: another merchant or app may read these parts of this lot's data until the expiry. */
export const parkAclResource = defineResource({
  key: 'parking/acl',
  table: 'park_acl',
  label: '访问授权',
  scope: 'park',
  permissions: {
    list: 'parking:acl:list',
    detail: 'parking:acl:list',
    create: 'parking:acl:create',
    update: 'parking:acl:update',
    delete: 'parking:acl:delete',
  },
  fields: {
    ...parkFields,
    grantee_kind: field.code(PARK_ACL_GRANTEE, {
      label: '授权对象类型',
      required: true,
      immutable: true,
      search: 'eq',
    }),
    grantee_no: field.text({
      label: '商户号 / AppID',
      maxLength: 32,
      required: true,
      immutable: true,
      search: 'eq',
      validators: ['paramText'],
    }),
    grantee_name: field.text({ label: '授权对象名称', maxLength: 64, required: true, search: 'contains' }),
    scopes: field.text({ label: '授权范围', maxLength: 128, required: true, validators: [ACL_SCOPES] }),
    expire_time: field.time({ label: '到期时间', required: true, sortable: true }),
    status: field.code(ENABLED_STATUS, { label: '状态', required: true, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    create_time: field.time({ label: '创建时间', readOnly: true, sortable: true }),
    update_time: field.time({ label: '更新时间', readOnly: true, show: ['detail'] }),
  },
  list: {
    columns: ['park_name', 'grantee_kind', 'grantee_no', 'grantee_name', 'scopes', 'expire_time', 'status'],
    sort: ['create_time', 'desc'],
  },
});

/**
 * 开票配置: how a lot invoices one business (临停, 月卡, 预约): invoice kind, goods name and tax code,
 * rate and seller. One row per lot and business. The catalogue has no create code for it: adding
 * a business's configuration is part of updating the lot's invoicing, so create takes :update.
 */
export const invoiceConfigResource = defineResource({
  key: 'parking/invoice-config',
  table: 'park_invoice_config',
  label: '开票配置',
  scope: 'park',
  permissions: {
    list: 'parking:invoice-config:list',
    detail: 'parking:invoice-config:detail',
    create: 'parking:invoice-config:update',
    update: 'parking:invoice-config:update',
  },
  fields: {
    ...parkFields,
    business: field.code(PARK_INVOICE_BUSINESS, {
      label: '开票业务',
      required: true,
      immutable: true,
      search: 'eq',
    }),
    invoice_kind: field.code(INVOICE_KIND, { label: '发票类型', required: true }),
    goods_name: field.text({ label: '开票项目名称', maxLength: 64, required: true }),
    tax_code: field.text({
      label: '税收分类编码',
      maxLength: 19,
      required: true,
      validators: [{ test: (v) => /^\d{19}$/.test(v), message: '税收分类编码应为 19 位数字' }],
      show: ['detail', 'form'],
    }),
    tax_rate: field.code(TAX_RATE, { label: '税率', required: true }),
    seller_name: field.text({ label: '销售方名称', maxLength: 64, required: true }),
    seller_tax_no: field.text({
      label: '销售方税号',
      maxLength: 20,
      required: true,
      validators: [{ test: (v) => /^[0-9A-Z]{15,20}$/.test(v), message: '税号应为 15-20 位数字或大写字母' }],
      show: ['detail', 'form'],
    }),
    max_amount: field.money({ label: '单张限额', required: true, minimum: 1, maximum: 100_000_000 }),
    auto_issue: field.boolean({ label: '支付后自动开票' }),
    status: field.code(ENABLED_STATUS, { label: '状态', required: true, search: 'eq' }),
    create_time: field.time({ label: '创建时间', readOnly: true, sortable: true }),
    update_time: field.time({ label: '更新时间', readOnly: true, show: ['list', 'detail'] }),
  },
  list: {
    columns: [
      'park_name',
      'business',
      'invoice_kind',
      'goods_name',
      'tax_rate',
      'seller_name',
      'max_amount',
      'auto_issue',
      'status',
      'update_time',
    ],
    sort: ['create_time', 'desc'],
  },
});
