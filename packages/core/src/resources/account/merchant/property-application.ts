import { APPLICATION_STATUS } from '../../../code-tables/merchant.js';
import { ACCOUNT_NAME_RULE } from '../sub-account.js';
import { defineResource } from '../../define-resource.js';
import { field } from '../../field.js';

/**
 * 入驻申请 (property settlement application). Owned by the tenant that reviews it (a partner or
 * the platform), so the reviewer's scope lists it. Approving creates a 集团客户 merchant with its
 * main account under that tenant and records the new merchant number.
 */
export const propertyApplicationResource = defineResource({
  key: 'account/property',
  table: 'property_application',
  label: '入驻申请',
  scope: 'merchant',
  permissions: {
    list: 'account:property:list',
    detail: 'account:property:list',
    create: 'account:property:create',
  },
  fields: {
    company_name: field.text({ label: '企业名称', maxLength: 128, required: true, search: 'contains' }),
    credit_code: field.text({
      label: '统一社会信用代码',
      maxLength: 18,
      required: true,
      search: 'eq',
      validators: ['creditCode'],
    }),
    contact_name: field.text({ label: '联系人', maxLength: 64, required: true }),
    contact_mobile: field.mobile({ label: '联系电话', required: true, search: 'eq' }),
    area_code: field.area({ label: '所在城市', required: true }),
    address: field.text({ label: '详细地址', maxLength: 255, show: ['detail', 'form'] }),
    // Optional: the public page has no sign-in, and uploads need one; the reviewer asks for it then.
    licence_image: field.image({ label: '营业执照', show: ['detail', 'form'] }),
    status: field.code(APPLICATION_STATUS, { label: '审核状态', readOnly: true, search: 'eq' }),
    audit_remark: field.text({ label: '审核意见', maxLength: 255, readOnly: true }),
    created_merchant_no: field.text({ label: '开通商户号', maxLength: 32, readOnly: true }),
    // (merchant_id, create_time) is indexed: the review queue is read newest first.
    create_time: field.time({ label: '申请时间', readOnly: true, search: 'range', sortable: true }),
    audit_time: field.time({ label: '审核时间', readOnly: true, show: ['detail'] }),
  },
  list: {
    columns: [
      'company_name',
      'credit_code',
      'contact_name',
      'contact_mobile',
      'area_code',
      'status',
      'audit_remark',
      'created_merchant_no',
      'create_time',
    ],
    sort: ['create_time', 'desc'],
  },
  actions: {
    // 通过 opens the 集团客户 with this main account (the server module's handler).
    approve: {
      label: '通过',
      permission: 'account:property:audit',
      states: { field: 'status', in: [0] },
      input: {
        account: field.text({
          label: '主账号',
          maxLength: 64,
          required: true,
          validators: [ACCOUNT_NAME_RULE],
        }),
        password: field.password({ label: '初始密码', required: true }),
        audit_remark: field.text({ label: '审核意见', maxLength: 255 }),
      },
      summary: ['company_name', 'contact_name', 'contact_mobile'],
      // 通过 opens a 集团客户 under the caller's merchants.
      refreshes: ['account/merchant'],
      to: { field: 'status', value: 1 },
      stamp: { at: 'audit_time' },
    },
    reject: {
      label: '驳回',
      permission: 'account:property:audit',
      states: { field: 'status', in: [0] },
      input: { audit_remark: field.text({ label: '驳回原因', maxLength: 255, required: true }) },
      summary: ['company_name', 'contact_name'],
      to: { field: 'status', value: -1 },
      stamp: { at: 'audit_time' },
      danger: true,
    },
  },
});
