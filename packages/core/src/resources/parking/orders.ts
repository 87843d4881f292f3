import { AUTOPAY_OVERDRAFT, ORDER_STATUS } from '../../code-tables/order-status.js';
import { CARD_TYPE, CAR_TYPE } from '../../code-tables/parking.js';
import { BUSINESS, PAY_MODE, PAY_TYPE, TRANSFER_STATUS } from '../../code-tables/payment.js';
import { PLATE_COLOR } from '../../code-tables/plate.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

const common = {
  order_no: field.text({ label: '订单号', maxLength: 32, ...RO, search: 'eq' }),
  park_id: field.park({ label: '车场', ...RO, show: ['detail'], search: 'eq' }),
  park_name: field.text({ label: '车场', virtual: true, ...RO, show: ['list', 'detail'] }),
  plate: field.text({ label: '车牌号', maxLength: 10, ...RO, search: 'prefix' }),
  plate_color: field.code(PLATE_COLOR, { label: '车牌颜色', ...RO, show: ['detail'] }),
  amount: field.money({ label: '订单金额', ...RO }),
  paid_amount: field.money({ label: '实付金额', ...RO }),
  pay_type: field.code(PAY_TYPE, { label: '支付方式', ...RO, search: 'eq' }),
  pay_mode: field.code(PAY_MODE, { label: '支付渠道', ...RO, search: 'eq' }),
  business: field.code(BUSINESS, { label: '业务类型', ...RO, show: ['detail'] }),
  status: field.code(ORDER_STATUS, { label: '订单状态', ...RO, search: 'eq' }),
  transfer_status: field.code(TRANSFER_STATUS, { label: '转账状态', ...RO, search: 'eq' }),
  pay_time: field.time({ label: '支付时间', ...RO }),
  // (park_id, create_time) and (merchant_id, create_time) are indexed.
  create_time: field.time({ label: '下单时间', ...RO, search: 'range', sortable: true }),
};

/** 临停订单: what a temporary stay cost, created at exit (or on paying before exit). */
export const paymentOrderResource = defineResource({
  key: 'parking/order/payment',
  table: 'payment_order',
  label: '临停订单',
  scope: 'park',
  permissions: {
    list: 'parking:order:payment:list',
    detail: 'parking:order:payment:detail',
    export: 'parking:order:payment:export',
  },
  // 停车集团 reads its own lots with its own codes (see AlsoPermitted).
  alsoPermitted: [
    {
      list: 'group:order:payment:list',
      detail: 'group:order:payment:detail',
      export: 'group:order:payment:export',
    },
  ],
  fields: {
    ...common,
    record_id: field.ref('parking/record', { label: '停车记录', ...RO, show: ['detail'] }),
    car_type: field.code(CAR_TYPE, { label: '车辆类型', ...RO, show: ['detail'] }),
    entry_time: field.time({ label: '入场时间', ...RO }),
    exit_time: field.time({ label: '出场时间', ...RO }),
    duration: field.integer({ label: '停车时长（分钟）', ...RO }),
    // What coupons took off the amount: what is paid is the amount less the discount.
    discount_amount: field.money({ label: '优惠金额', ...RO }),
    // The coupons the order used and what each took, from order_coupon.
    coupons: field.text({ label: '优惠券', virtual: true, ...RO, show: ['list', 'detail'] }),
    overdraft: field.code(AUTOPAY_OVERDRAFT, { label: '欠费状态', ...RO, show: ['detail'] }),
    refund_reason: field.text({ label: '退款原因', maxLength: 128, ...RO, show: ['detail'] }),
  },
  list: {
    columns: [
      'order_no',
      'park_name',
      'plate',
      'duration',
      'amount',
      'discount_amount',
      'coupons',
      'paid_amount',
      'pay_type',
      'pay_mode',
      'status',
      'create_time',
    ],
    sort: ['create_time', 'desc'],
  },
  actions: {
    refund: {
      label: '退款',
      permission: 'parking:order:payment:refund',
      states: { field: 'status', in: [1] },
      // Nothing paid, nothing to give back: a free stay or one paid entirely by a coupon.
      needs: { field: 'paid_amount', message: '该订单实付金额为 0，没有可退的款项' },
      input: { refund_reason: field.text({ label: '退款原因', maxLength: 128, required: true }) },
      summary: ['order_no', 'plate', 'paid_amount'],
      to: { field: 'status', value: -2 },
      // The stay's record is rewritten from its orders in the same call (实收, 退款金额, 已退款).
      refreshes: ['parking/record'],
      danger: true,
    },
  },
  detail: {
    sections: [
      { title: '订单', fields: ['order_no', 'park_name', 'status', 'business', 'create_time', 'pay_time'] },
      {
        title: '车辆',
        fields: ['plate', 'plate_color', 'car_type', 'entry_time', 'exit_time', 'duration', 'record_id'],
      },
      {
        title: '支付',
        fields: [
          'amount',
          'discount_amount',
          'coupons',
          'paid_amount',
          'pay_type',
          'pay_mode',
          'overdraft',
          'transfer_status',
        ],
      },
    ],
  },
});

/** 月卡订单: one renewal (or stored-value top-up) of a car's card, with the period it bought. */
export const rechargeOrderResource = defineResource({
  key: 'parking/order/recharge',
  table: 'recharge_order',
  label: '月卡订单',
  scope: 'park',
  permissions: {
    list: 'parking:order:recharge:list',
    detail: 'parking:order:recharge:detail',
    export: 'parking:order:recharge:export',
  },
  // 停车集团 reads its own lots with its own codes (see AlsoPermitted).
  alsoPermitted: [
    {
      list: 'group:order:recharge:list',
      detail: 'group:order:recharge:detail',
      export: 'group:order:recharge:export',
    },
  ],
  fields: {
    ...common,
    car_id: field.integer({ label: '车辆ID', ...RO, show: ['detail'] }),
    card_type: field.code(CARD_TYPE, { label: '卡类型', ...RO, search: 'eq' }),
    quantity: field.integer({ label: '数量', ...RO }),
    period_start: field.time({ label: '有效期开始', ...RO }),
    period_end: field.time({ label: '有效期结束', ...RO }),
  },
  list: {
    columns: [
      'order_no',
      'park_name',
      'plate',
      'card_type',
      'quantity',
      'amount',
      'period_start',
      'period_end',
      'pay_type',
      'status',
      'create_time',
    ],
    sort: ['create_time', 'desc'],
  },
  detail: {
    sections: [
      { title: '订单', fields: ['order_no', 'park_name', 'status', 'business', 'create_time', 'pay_time'] },
      {
        title: '卡',
        fields: ['plate', 'plate_color', 'card_type', 'quantity', 'period_start', 'period_end', 'car_id'],
      },
      { title: '支付', fields: ['amount', 'paid_amount', 'pay_type', 'pay_mode', 'transfer_status'] },
    ],
  },
});
