import { defineResource } from '../../define-resource.js';
import { field } from '../../field.js';
import { CHANNEL_APPLY_STATUS, CHANNEL_LINK_PURPOSE, PAY_CHANNEL } from './channel-apply-codes.js';

const RO = { readOnly: true } as const;
const SUBMITTED = { field: 'status', in: [1] } as const;
const REVIEWER = { by: 'auditor_name', at: 'audit_time' } as const;
const DETAIL_ONLY = { show: ['detail'] } as const;

/**
 * 渠道进件: a merchant's application to a payment channel. The partner opens a draft for one of its
 * merchants (merchant and channel), hands the merchant an external link (生成链接), the merchant
 * fills the licence, legal person, contact, settlement account and licence photo and sends it
 * (待审核); the partner then approves it (the channel simulator answers with a 进件编号) or rejects
 * it with a reason, after which the merchant may correct and send it again. The business fields are
 * optional here because a draft has none yet; sending checks that every one is there.
 */
export const channelApplyResource = defineResource({
  key: 'service/payment/channel-apply',
  table: 'channel_application',
  label: '渠道进件',
  scope: 'merchant',
  permissions: {
    list: 'payment:channel-apply:list',
    detail: 'payment:channel-apply:detail',
    create: 'payment:channel-apply:create',
  },
  // The applicant is the row's tenant (merchant_id, sent on create: one of the caller's merchants).
  fields: {
    merchant_name: field.text({ label: '申请商户', virtual: true, ...RO, show: ['list', 'detail'] }),
    channel: field.code(PAY_CHANNEL, { label: '支付渠道', required: true, immutable: true, search: 'eq' }),
    apply_no: field.text({ label: '进件编号', maxLength: 32, ...RO, search: 'eq' }),
    licence_no: field.text({
      label: '营业执照号',
      maxLength: 20,
      validators: ['businessLicence'],
      show: ['list', 'detail'],
      ...RO,
    }),
    legal_person: field.text({ label: '法人姓名', maxLength: 32, ...RO, show: ['detail'] }),
    contact_name: field.text({ label: '联系人', maxLength: 32, ...RO, search: 'contains' }),
    contact_phone: field.mobile({ label: '联系电话', ...RO }),
    bank_name: field.text({ label: '开户银行', maxLength: 64, ...RO, ...DETAIL_ONLY }),
    bank_account: field.text({ label: '结算账号', maxLength: 32, validators: ['digits'], ...RO }),
    licence_image: field.image({ label: '营业执照照片', ...RO, ...DETAIL_ONLY }),
    status: field.code(CHANNEL_APPLY_STATUS, { label: '状态', ...RO, search: 'eq' }),
    reject_reason: field.text({ label: '驳回原因', maxLength: 128, ...RO, ...DETAIL_ONLY }),
    submit_time: field.time({ label: '提交时间', ...RO, ...DETAIL_ONLY }),
    auditor_name: field.text({ label: '审核人', maxLength: 64, ...RO, ...DETAIL_ONLY }),
    audit_time: field.time({ label: '审核时间', ...RO, ...DETAIL_ONLY }),
    auth_time: field.time({ label: '支付宝授权时间', ...RO, ...DETAIL_ONLY }),
    auth_user_id: field.text({ label: '支付宝账号 ID', maxLength: 32, ...RO, ...DETAIL_ONLY }),
    create_time: field.time({ label: '创建时间', ...RO, sortable: true, search: 'range' }),
  },
  list: {
    columns: [
      'merchant_name',
      'channel',
      'licence_no',
      'contact_name',
      'contact_phone',
      'bank_account',
      'status',
      'apply_no',
      'create_time',
    ],
    sort: ['create_time', 'desc'],
  },
  actions: {
    approve: {
      label: '通过',
      permission: 'payment:channel-apply:audit',
      states: SUBMITTED,
      summary: ['merchant_name', 'channel', 'licence_no'],
      to: { field: 'status', value: 2 },
      stamp: REVIEWER,
      done: '审核通过，渠道已受理',
    },
    reject: {
      label: '驳回',
      permission: 'payment:channel-apply:audit',
      states: SUBMITTED,
      input: { reject_reason: field.text({ label: '驳回原因', maxLength: 128, required: true }) },
      summary: ['merchant_name', 'channel'],
      to: { field: 'status', value: 3 },
      stamp: REVIEWER,
      danger: true,
      done: '已驳回',
    },
    'share-link': {
      label: '生成链接',
      permission: 'payment:channel-apply:detail',
      input: { purpose: field.code(CHANNEL_LINK_PURPOSE, { label: '链接用途', required: true }) },
      defaults: { purpose: 'apply' },
      done: '链接已生成',
    },
  },
  detail: {
    sections: [
      {
        title: '进件',
        fields: ['merchant_name', 'channel', 'apply_no', 'status', 'create_time', 'submit_time'],
      },
      {
        title: '商户资料',
        fields: ['licence_no', 'legal_person', 'licence_image', 'contact_name', 'contact_phone'],
      },
      { title: '结算账户', fields: ['bank_name', 'bank_account'] },
      { title: '审核', fields: ['auditor_name', 'audit_time', 'reject_reason'] },
      { title: '渠道授权', fields: ['auth_time', 'auth_user_id'] },
    ],
  },
});

/**
 * What the merchant fills through its external link (/external/payment/channel/apply): every field is
 * required to send the application; the same rules as the definition's fields, checked by the server
 * as an action input and shown by the page's form.
 */
export const CHANNEL_APPLY_FILL = {
  licence_no: field.text({
    label: '营业执照号',
    maxLength: 20,
    required: true,
    validators: ['businessLicence'],
  }),
  legal_person: field.text({ label: '法人姓名', maxLength: 32, required: true }),
  contact_name: field.text({ label: '联系人', maxLength: 32, required: true }),
  contact_phone: field.mobile({ label: '联系电话', required: true }),
  bank_name: field.text({ label: '开户银行', maxLength: 64, required: true }),
  bank_account: field.text({ label: '结算账号', maxLength: 32, required: true, validators: ['digits'] }),
  licence_image: field.image({ label: '营业执照照片' }),
} as const;
