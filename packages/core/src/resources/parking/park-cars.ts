import { CARD_TYPE, PARK_CAR_STATUS } from '../../code-tables/parking.js';
import { PLATE_COLOR } from '../../code-tables/plate.js';
import { PAY_MODE, PAY_TYPE } from '../../code-tables/payment.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

/**
 * The car lists of a park share one table, park_car, told apart by `category`; each list is its
 * own resource with its own permission codes and fields. (park_id, category, plate) is unique.
 */
export const PARK_CAR_CATEGORY = {
  month: 'month',
  value: 'value',
  white: 'white',
  black: 'black',
  member: 'member',
} as const;

const base = {
  park_id: field.park({
    label: '车场',
    required: true,
    immutable: true,
    search: 'eq',
    show: ['detail', 'form'],
  }),
  park_name: field.text({ label: '车场', virtual: true, readOnly: true, show: ['list', 'detail'] }),
  plate: field.plate({ label: '车牌号', required: true, immutable: true, search: 'prefix', sortable: true }),
  plate_color: field.code(PLATE_COLOR, { label: '车牌颜色', required: true }),
  owner_name: field.text({ label: '车主姓名', maxLength: 32, search: 'contains' }),
  owner_mobile: field.mobile({ label: '车主电话' }),
  status: field.code(PARK_CAR_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
  remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
  create_time: field.time({ label: '登记时间', readOnly: true, sortable: true }),
  update_time: field.time({ label: '更新时间', readOnly: true, show: ['detail'] }),
};

/** How a renewal or a top-up was paid: written to the 月卡订单 it makes. */
const PAYMENT_INPUT = {
  pay_type: field.code(PAY_TYPE, { label: '支付方式', required: true }),
  pay_mode: field.code(PAY_MODE, { label: '支付渠道', required: true }),
};
const PAID_NOW = { pay_type: 1, pay_mode: 0 };

/** 月卡车辆: period cards (month, quarter, half-year, year, day); 续费 extends the period by the card's unit. */
export const monthCardResource = defineResource({
  key: 'parking/month-card',
  table: 'park_car',
  label: '月卡车辆',
  scope: 'park',
  permissions: {
    list: 'parking:month-card:list',
    detail: 'parking:month-card:list',
    create: 'parking:month-card:create',
    // 批量导入 (batch/*): an import creates rows as 新增 does, so it needs the create code too.
    import: 'account:batch:create',
    update: 'parking:month-card:update',
    delete: 'parking:month-card:delete',
    export: 'parking:month-card:export',
  },
  // 停车集团 reads its own lots with its own codes (see AlsoPermitted).
  alsoPermitted: [
    { list: 'group:month-card:list', detail: 'group:month-card:detail', export: 'group:month-card:export' },
  ],
  fields: {
    ...base,
    card_type: field.code(CARD_TYPE, { label: '卡类型', required: true, immutable: true, search: 'eq' }),
    card_no: field.text({ label: '卡号', maxLength: 32, readOnly: true }),
    unit_price: field.money({ label: '单价（每单位）', required: true, maximum: 10_000_000 }),
    start_time: field.time({ label: '生效时间', readOnly: true }),
    end_time: field.time({ label: '到期时间', readOnly: true, search: 'range', sortable: true }),
  },
  list: {
    columns: [
      'park_name',
      'plate',
      'owner_name',
      'card_type',
      'unit_price',
      'start_time',
      'end_time',
      'status',
    ],
    sort: ['create_time', 'desc'],
  },
  actions: {
    renew: {
      label: '续费',
      permission: 'parking:month-card:update',
      states: { field: 'status', in: [1] },
      input: {
        quantity: field.integer({ label: '续费数量', required: true, minimum: 1, maximum: 36 }),
        ...PAYMENT_INPUT,
      },
      defaults: { quantity: 1, ...PAID_NOW },
      summary: ['plate', 'card_type', 'unit_price', 'start_time', 'end_time'],
      // A renewal writes a 月卡订单.
      refreshes: ['parking/order/recharge'],
    },
  },
  enableDisable: { permission: 'parking:month-card:update' },
});

/** 储值卡车辆: each exit is debited from the balance; 充值 tops it up. */
export const valueCardResource = defineResource({
  key: 'parking/value-card',
  table: 'park_car',
  label: '储值卡车辆',
  scope: 'park',
  permissions: {
    list: 'parking:value-card:list',
    detail: 'parking:value-card:list',
    create: 'parking:value-card:create',
    update: 'parking:value-card:update',
    export: 'parking:value-card:export',
  },
  // 停车集团 reads its own lots with its own codes (see AlsoPermitted).
  alsoPermitted: [
    { list: 'group:value-card:list', detail: 'group:value-card:list', export: 'group:value-card:export' },
  ],
  fields: {
    ...base,
    card_no: field.text({ label: '卡号', maxLength: 32, readOnly: true }),
    balance: field.money({ label: '余额', readOnly: true, sortable: false }),
  },
  list: {
    columns: ['park_name', 'plate', 'owner_name', 'card_no', 'balance', 'status', 'create_time'],
    sort: ['create_time', 'desc'],
  },
  actions: {
    recharge: {
      label: '充值',
      permission: 'parking:value-card:update',
      states: { field: 'status', in: [1] },
      input: {
        amount: field.money({ label: '充值金额', required: true, minimum: 1, maximum: 10_000_000 }),
        ...PAYMENT_INPUT,
      },
      defaults: PAID_NOW,
      summary: ['plate', 'card_no', 'balance'],
      // A top-up writes a 月卡订单.
      refreshes: ['parking/order/recharge'],
    },
  },
  enableDisable: { permission: 'parking:value-card:update' },
});

/** 白名单: parks free, within its validity (0 = unlimited end). */
export const whitelistResource = defineResource({
  key: 'parking/whitelist',
  table: 'park_car',
  label: '白名单',
  scope: 'park',
  permissions: {
    list: 'parking:whitelist:list',
    detail: 'parking:whitelist:list',
    create: 'parking:whitelist:create',
    // 批量导入 (batch/*): an import creates rows as 新增 does, so it needs the create code too.
    import: 'account:batch:create',
    update: 'parking:whitelist:update',
    delete: 'parking:whitelist:delete',
  },
  // 停车集团 reads its own lots with its own codes (see AlsoPermitted).
  alsoPermitted: [
    {
      list: 'group:whitelist:list',
      detail: 'group:whitelist:detail',
      create: 'group:whitelist:create',
      delete: 'group:whitelist:delete',
    },
  ],
  fields: {
    ...base,
    start_time: field.time({ label: '生效时间', required: true }),
    end_time: field.time({ label: '到期时间', required: true, search: 'range', sortable: true }),
  },
  list: {
    columns: ['park_name', 'plate', 'owner_name', 'start_time', 'end_time', 'status', 'create_time'],
    sort: ['create_time', 'desc'],
  },
  enableDisable: { permission: 'parking:whitelist:update' },
});

/** 黑名单: refused at the entry gate, with this reason written to the refusal event. */
export const blacklistResource = defineResource({
  key: 'parking/blacklist',
  table: 'park_car',
  label: '黑名单',
  scope: 'park',
  permissions: {
    list: 'parking:blacklist:list',
    detail: 'parking:blacklist:list',
    create: 'parking:blacklist:create',
    // 批量导入 (batch/*): an import creates rows as 新增 does, so it needs the create code too.
    import: 'account:batch:create',
    update: 'parking:blacklist:update',
    delete: 'parking:blacklist:delete',
  },
  // 停车集团 reads its own lots with its own codes (see AlsoPermitted).
  alsoPermitted: [
    {
      list: 'group:blacklist:list',
      detail: 'group:blacklist:list',
      create: 'group:blacklist:create',
      delete: 'group:blacklist:delete',
    },
  ],
  fields: {
    ...base,
    reason: field.text({ label: '拉黑原因', maxLength: 128, required: true }),
  },
  list: {
    columns: ['park_name', 'plate', 'plate_color', 'reason', 'status', 'create_time'],
    sort: ['create_time', 'desc'],
  },
  enableDisable: { permission: 'parking:blacklist:update' },
});

/** 会员车辆: cars bound by the park's members (app users); read-only here. */
export const memberCarResource = defineResource({
  key: 'parking/member',
  table: 'park_car',
  label: '会员车辆',
  scope: 'park',
  permissions: { list: 'parking:member:list', detail: 'parking:member:list' },
  // 停车集团 reads its own lots with its own codes (see AlsoPermitted).
  alsoPermitted: [{ list: 'group:member:list', detail: 'group:member:list' }],
  fields: {
    ...base,
    owner_name: field.text({ label: '会员昵称', maxLength: 32, readOnly: true, search: 'contains' }),
    owner_mobile: field.mobile({ label: '会员手机', readOnly: true }),
    plate: field.plate({ label: '车牌号', readOnly: true, search: 'prefix', sortable: true }),
    plate_color: field.code(PLATE_COLOR, { label: '车牌颜色', readOnly: true }),
    park_id: field.park({ label: '车场', readOnly: true, search: 'eq', show: ['detail'] }),
  },
  list: {
    columns: ['park_name', 'plate', 'owner_name', 'owner_mobile', 'status', 'create_time'],
    sort: ['create_time', 'desc'],
  },
});
