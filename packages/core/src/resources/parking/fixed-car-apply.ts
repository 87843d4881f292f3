import { CARD_TYPE } from '../../code-tables/parking.js';
import { PARK_REVIEW_STATUS } from '../../code-tables/parking-operations.js';
import { PAY_MODE, PAY_TYPE } from '../../code-tables/payment.js';
import { PLATE_COLOR } from '../../code-tables/plate.js';
import { defineResource } from '../define-resource.js';
import { approvalPreview } from './approval-preview.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;
const PENDING = { field: 'status', in: [0] } as const;
const REVIEWER = { by: 'auditor_name', at: 'audit_time' } as const;

/**
 * 固定车申请: a car owner asks for a period card (plate, card type, quantity). Owners file it from the
 * app, so the console only reads and reviews: 通过 creates the card in 月卡车辆 and buys the period in
 * one transaction; 驳回 keeps the reason for the owner. Both are asked on the 固定车申请审核 page.
 */
export const fixedCarApplyResource = defineResource({
  key: 'parking/car-apply',
  table: 'fixed_car_apply',
  label: '固定车申请',
  scope: 'park',
  permissions: { list: 'parking:vip:apply:list', detail: 'parking:vip:apply:detail' },
  fields: {
    apply_no: field.text({ label: '申请编号', maxLength: 32, ...RO, search: 'eq' }),
    park_id: field.park({ label: '车场', ...RO, search: 'eq', show: ['detail'] }),
    park_name: field.text({ label: '车场', virtual: true, ...RO, show: ['list', 'detail'] }),
    plate: field.plate({ label: '车牌号', ...RO, search: 'prefix' }),
    plate_color: field.code(PLATE_COLOR, { label: '车牌颜色', ...RO, show: ['detail'] }),
    card_type: field.code(CARD_TYPE, { label: '申请卡类型', ...RO, search: 'eq' }),
    quantity: field.integer({ label: '申请数量', ...RO }),
    applicant_name: field.text({ label: '申请人', maxLength: 32, ...RO, search: 'contains' }),
    applicant_mobile: field.mobile({ label: '联系电话', ...RO }),
    remark: field.text({ label: '申请说明', maxLength: 255, ...RO, show: ['detail'] }),
    status: field.code(PARK_REVIEW_STATUS, { label: '审核状态', ...RO, search: 'eq' }),
    reject_reason: field.text({ label: '驳回原因', maxLength: 128, ...RO, show: ['detail'] }),
    car_id: field.ref('parking/month-card', { label: '开通的月卡', ...RO, show: ['detail'] }),
    auditor_name: field.text({ label: '审核人', maxLength: 64, ...RO, show: ['detail'] }),
    audit_time: field.time({ label: '审核时间', ...RO, show: ['detail'] }),
    // (park_id, create_time) and (merchant_id, status, create_time) are indexed.
    create_time: field.time({ label: '申请时间', ...RO, search: 'range', sortable: true }),
  },
  list: {
    columns: [
      'apply_no',
      'park_name',
      'plate',
      'card_type',
      'quantity',
      'applicant_name',
      'applicant_mobile',
      'status',
      'create_time',
    ],
    sort: ['create_time', 'desc'],
  },
  actions: {
    approve: {
      label: '通过',
      permission: 'parking:vip:apply:audit',
      states: PENDING,
      input: {
        unit_price: field.money({ label: '单价（每单位）', required: true, maximum: 10_000_000 }),
        pay_type: field.code(PAY_TYPE, { label: '支付方式', required: true }),
        pay_mode: field.code(PAY_MODE, { label: '支付渠道', required: true }),
      },
      ask: 'page',
      defaults: { pay_type: 1, pay_mode: 0 },
      summary: ['plate', 'card_type', 'quantity', 'applicant_name'],
      to: { field: 'status', value: 1 },
      stamp: REVIEWER,
      preview: (row, input, now) => {
        const { amount, validity } = approvalPreview(
          { card_type: Number(row.card_type), quantity: Number(row.quantity) },
          typeof input.unit_price === 'number' ? input.unit_price : undefined,
          now,
        );
        return [
          { label: '应收金额', value: amount },
          { label: '新开月卡有效期', value: validity },
        ];
      },
      done: '审核通过，月卡已开通',
      refreshes: ['parking/month-card', 'parking/order/recharge'],
    },
    reject: {
      label: '驳回',
      permission: 'parking:vip:apply:audit',
      states: PENDING,
      ask: 'page',
      input: { reject_reason: field.text({ label: '驳回原因', maxLength: 128, required: true }) },
      summary: ['plate', 'applicant_name'],
      to: { field: 'status', value: 2 },
      stamp: REVIEWER,
      danger: true,
      done: '已驳回',
    },
  },
  detail: {
    sections: [
      {
        title: '申请',
        fields: ['apply_no', 'park_name', 'plate', 'plate_color', 'card_type', 'quantity', 'create_time'],
      },
      { title: '申请人', fields: ['applicant_name', 'applicant_mobile', 'remark'] },
      { title: '审核', fields: ['status', 'auditor_name', 'audit_time', 'reject_reason', 'car_id'] },
    ],
  },
});
