import { MATERIEL_APPLY_STATUS, MATERIEL_ITEM } from '../../code-tables/profit.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;
const AUDIT = 'materiel:apply:audit';
const REVIEWER = { by: 'auditor_name', at: 'audit_time' } as const;

/**
 * 物料申请: a merchant asks its service provider for QR stands and signs (item, quantity, where to
 * send them, who receives them). The provider above it reviews: 通过, then 发货 with the courier's
 * tracking number, or 驳回 with a reason while not yet shipped. One resource for both screens: the
 * trading centre (the merchant files and follows its own) and 支付服务 (the provider reviews its
 * merchants'); the tenant scope decides whose rows each sees. An application cannot be edited once
 * filed: a wrong one is rejected and filed again.
 */
export const materielApplyResource = defineResource({
  key: 'service/materiel/apply',
  table: 'materiel_apply',
  label: '物料申请',
  scope: 'merchant',
  permissions: {
    list: 'materiel:apply:list',
    detail: 'materiel:apply:list',
    create: 'materiel:apply:create',
  },
  fields: {
    apply_no: field.text({ label: '申请编号', maxLength: 32, ...RO, search: 'eq' }),
    merchant_name: field.text({
      label: '申请商户',
      maxLength: 64,
      virtual: true,
      ...RO,
      show: ['list', 'detail'],
    }),
    item: field.code(MATERIEL_ITEM, { label: '物料', required: true, search: 'eq' }),
    quantity: field.integer({ label: '数量', minimum: 1, maximum: 500, required: true, unit: '件' }),
    receiver_name: field.text({ label: '收货人', maxLength: 32, required: true, search: 'contains' }),
    receiver_mobile: field.mobile({ label: '联系电话', required: true }),
    address: field.text({ label: '收货地址', maxLength: 128, required: true, show: ['detail', 'form'] }),
    remark: field.text({ label: '申请说明', maxLength: 255, show: ['detail', 'form'] }),
    // (merchant_id, status, create_time) is indexed for the status filter and the default sort.
    status: field.code(MATERIEL_APPLY_STATUS, { label: '状态', ...RO, search: 'eq' }),
    reject_reason: field.text({ label: '驳回原因', maxLength: 128, ...RO, show: ['detail'] }),
    express_company: field.text({ label: '快递公司', maxLength: 32, ...RO, show: ['detail'] }),
    tracking_no: field.text({ label: '快递单号', maxLength: 32, ...RO, show: ['detail'] }),
    auditor_name: field.text({ label: '审核人', maxLength: 64, ...RO, show: ['detail'] }),
    audit_time: field.time({ label: '审核时间', ...RO, show: ['detail'] }),
    ship_time: field.time({ label: '发货时间', ...RO, show: ['detail'] }),
    create_time: field.time({ label: '申请时间', ...RO, search: 'range', sortable: true }),
  },
  list: {
    // The number stays a search field: the list fits 1280 px with what a reviewer reads first.
    columns: [
      'merchant_name',
      'item',
      'quantity',
      'receiver_name',
      'receiver_mobile',
      'status',
      'create_time',
    ],
    sort: ['create_time', 'desc'],
  },
  actions: {
    approve: {
      label: '通过',
      permission: AUDIT,
      states: { field: 'status', in: [0] },
      summary: ['apply_no', 'item', 'quantity'],
      to: { field: 'status', value: 1 },
      stamp: REVIEWER,
      done: '已通过，请尽快发货',
    },
    ship: {
      label: '发货',
      permission: AUDIT,
      states: { field: 'status', in: [1] },
      input: {
        express_company: field.text({ label: '快递公司', maxLength: 32, required: true }),
        tracking_no: field.text({ label: '快递单号', maxLength: 32, required: true }),
      },
      summary: ['apply_no', 'item', 'quantity', 'receiver_name'],
      to: { field: 'status', value: 2 },
      stamp: { at: 'ship_time' },
      done: '已发货',
    },
    reject: {
      label: '驳回',
      permission: AUDIT,
      states: { field: 'status', in: [0, 1] },
      input: { reject_reason: field.text({ label: '驳回原因', maxLength: 128, required: true }) },
      summary: ['apply_no', 'item', 'quantity'],
      to: { field: 'status', value: -1 },
      stamp: REVIEWER,
      danger: true,
      done: '已驳回',
    },
  },
  detail: {
    sections: [
      { title: '申请', fields: ['apply_no', 'merchant_name', 'item', 'quantity', 'remark', 'create_time'] },
      { title: '收货', fields: ['receiver_name', 'receiver_mobile', 'address'] },
      {
        title: '处理',
        fields: [
          'status',
          'auditor_name',
          'audit_time',
          'reject_reason',
          'express_company',
          'tracking_no',
          'ship_time',
        ],
      },
    ],
  },
});
