import { defineCodeTable } from '../../code-tables/define-code-table.js';
import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { CARD_TYPE, PARK_CAR_STATUS } from '../../code-tables/parking.js';
import { PAY_MODE, PAY_TYPE } from '../../code-tables/payment.js';
import { PLATE_COLOR } from '../../code-tables/plate.js';
import { formatMoney } from '../../format/money.js';
import { formatTimestamp } from '../../format/timestamp.js';
import { isPeriodCard, renewedPeriod } from '../../parking/card-period.js';
import { defineResource, type ActionPreviewLine } from '../define-resource.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/**
 * The group's lots a row is valid at: chosen in the form (park_ids, kept in a link table by the
 * server), shown by name in lists and details.
 */
const LOT_FIELDS = {
  park_ids: field.ref('park', {
    label: '适用车场',
    multiple: true,
    virtual: true,
    required: true,
    show: ['detail', 'form'],
  }),
  park_names: field.text({
    label: '适用车场',
    maxLength: 64,
    virtual: true,
    ...RO,
    show: ['list', 'detail'],
  }),
} as const;

/**
 * What a sale or a renewal will cost and the validity it reaches at every lot of the package: the
 * same renewedPeriod the server applies (a valid card extends from its end, a lapsed or new one from now).
 */
export function groupPeriodPreview(
  card: Readonly<Record<string, unknown>>,
  units: unknown,
  now: number,
): readonly ActionPreviewLine[] {
  const n = typeof units === 'number' && Number.isInteger(units) && units >= 1 ? units : 0;
  const cardType = Number(card.card_type);
  if (n === 0 || !isPeriodCard(cardType))
    return [
      { label: '应付金额', value: '-' },
      { label: '到期时间', value: '-' },
    ];
  const period = renewedPeriod(
    { card_type: cardType, start_time: Number(card.start_time ?? 0), end_time: Number(card.end_time ?? 0) },
    n,
    now,
  );
  return [
    { label: '应付金额', value: formatMoney(n * Number(card.unit_price)) },
    { label: '到期时间', value: `${formatTimestamp(period.end_time)}（套餐内各车场同步）` },
  ];
}

/** The card types a 月卡套餐 may sell: the calendar period cards of CARD_TYPE, each the unit of a renewal. */
export const GROUP_PACKAGE_CARD_TYPE = defineCodeTable(
  CARD_TYPE.entries.filter((entry) => [1, 6, 7, 5].includes(entry.value)),
);

/** What a 续费记录 bought: the first period of a card sold on a package, or a later one. */
export const GROUP_RENEWAL_KIND = defineCodeTable([
  { value: 1, label: '开卡', color: 'processing' },
  { value: 2, label: '续费', color: 'success' },
]);

/** How a sale or a renewal was paid: written to its 月卡订单 and its 续费记录. */
const PAYMENT_INPUT = {
  pay_type: field.code(PAY_TYPE, { label: '支付方式', required: true }),
  pay_mode: field.code(PAY_MODE, { label: '支付渠道', required: true }),
};
const PAID_NOW = { pay_type: 1, pay_mode: 0 };
const UNITS = { label: '购买数量', required: true, minimum: 1, maximum: 36, help: '按套餐单位计，如 3 个月' };

/**
 * 月卡套餐: a card type (its unit), a price per unit in fen and the group's lots it is valid at
 * (group_package_park, each one of the group's own lots). 办理月卡 sells a card on it; the card is
 * then valid at every lot the package names. Terms are fixed once created; 停用 stops sales and renewals.
 */
export const groupPackageResource = defineResource({
  key: 'group/car/package',
  table: 'group_package',
  label: '月卡套餐',
  scope: 'merchant',
  permissions: {
    list: 'group:package:list',
    detail: 'group:package:detail',
    create: 'group:package:create',
  },
  fields: {
    name: field.text({ label: '套餐名称', maxLength: 32, required: true, search: 'contains' }),
    card_type: field.code(GROUP_PACKAGE_CARD_TYPE, { label: '卡类型', required: true, search: 'eq' }),
    unit_price: field.money({
      label: '单价（每单位）',
      required: true,
      minimum: 1,
      maximum: 10_000_000,
      help: '每个单位（月、季、半年或年）的价格',
    }),
    ...LOT_FIELDS,
    card_count: field.integer({ label: '已售月卡', virtual: true, ...RO, show: ['list', 'detail'] }),
    status: field.code(ENABLED_STATUS, { label: '状态', ...RO, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    create_time: field.time({ label: '创建时间', ...RO, sortable: true }),
    update_time: field.time({ label: '更新时间', ...RO, show: ['detail'] }),
  },
  list: {
    // Fits at 1280 px; the create time is on the detail.
    columns: ['name', 'card_type', 'unit_price', 'park_names', 'card_count', 'status'],
    sort: ['create_time', 'desc'],
  },
  actions: {
    sell: {
      label: '办理月卡',
      permission: 'group:month-card:create',
      states: { field: 'status', in: [1] },
      input: {
        plate: field.plate({ label: '车牌号', required: true }),
        plate_color: field.code(PLATE_COLOR, { label: '车牌颜色', required: true }),
        owner_name: field.text({ label: '车主姓名', maxLength: 32 }),
        owner_mobile: field.mobile({ label: '车主电话' }),
        units: field.integer(UNITS),
        ...PAYMENT_INPUT,
      },
      defaults: { plate_color: 1, units: 1, ...PAID_NOW },
      summary: ['name', 'card_type', 'unit_price'],
      preview: (row, input, now) => groupPeriodPreview(row, input.units, now),
      done: '月卡已办理，在套餐的每个车场生效',
      refreshes: ['group/car/month-card', 'group/car/renewal'],
    },
  },
  enableDisable: { permission: 'group:package:update' },
  detail: {
    sections: [
      { title: '套餐', fields: ['name', 'card_type', 'unit_price', 'park_names', 'status', 'remark'] },
      { title: '销售', fields: ['card_count', 'create_time', 'update_time'] },
    ],
  },
});

/**
 * 月卡车辆 (集团): a card sold on a package, valid at every lot of it. 续费 extends it by units × the
 * package's unit at every lot at once and writes its 续费记录 and 月卡订单.
 */
export const groupMonthCardResource = defineResource({
  key: 'group/car/month-card',
  table: 'group_card',
  label: '集团月卡车辆',
  scope: 'merchant',
  permissions: {
    list: 'group:month-card:list',
    detail: 'group:month-card:detail',
    export: 'group:month-card:export',
  },
  fields: {
    plate: field.plate({ label: '车牌号', ...RO, search: 'prefix', sortable: true }),
    plate_color: field.code(PLATE_COLOR, { label: '车牌颜色', ...RO, show: ['detail'] }),
    card_no: field.text({ label: '卡号', maxLength: 32, ...RO, show: ['detail'] }),
    // Read on list pages too: the package's name, price and lots are added to each row from it.
    package_id: field.ref('group/car/package', {
      label: '月卡套餐',
      ...RO,
      search: 'eq',
      show: ['list', 'detail'],
    }),
    package_name: field.text({ label: '月卡套餐', virtual: true, ...RO, show: ['list', 'detail'] }),
    card_type: field.code(GROUP_PACKAGE_CARD_TYPE, { label: '卡类型', ...RO, search: 'eq' }),
    unit_price: field.money({ label: '单价（每单位）', virtual: true, ...RO, show: ['detail'] }),
    // A person's name: 16 characters wide in the list (the 1280 px fit), stored up to 32 as sold.
    owner_name: field.text({ label: '车主姓名', maxLength: 16, ...RO, search: 'contains' }),
    owner_mobile: field.mobile({ label: '车主电话', ...RO }),
    park_names: field.text({
      label: '适用车场',
      maxLength: 64,
      virtual: true,
      ...RO,
      show: ['list', 'detail'],
    }),
    start_time: field.time({ label: '生效时间', ...RO }),
    end_time: field.time({ label: '到期时间', ...RO, search: 'range', sortable: true }),
    status: field.code(PARK_CAR_STATUS, { label: '状态', ...RO, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, ...RO, show: ['detail'] }),
    create_time: field.time({ label: '办理时间', ...RO, sortable: true }),
    update_time: field.time({ label: '更新时间', ...RO, show: ['detail'] }),
  },
  list: {
    // Fits at 1280 px; the masked phone, the card type and the start are on the detail.
    columns: ['plate', 'package_name', 'owner_name', 'park_names', 'end_time'],
    sort: ['create_time', 'desc'],
  },
  actions: {
    renew: {
      label: '续费',
      permission: 'group:month-card:renew',
      states: { field: 'status', in: [1] },
      input: { units: field.integer({ ...UNITS, label: '续费数量' }), ...PAYMENT_INPUT },
      defaults: { units: 1, ...PAID_NOW },
      summary: ['plate', 'package_name', 'card_type', 'unit_price', 'park_names', 'end_time'],
      preview: (row, input, now) => groupPeriodPreview(row, input.units, now),
      done: '续费成功，套餐的每个车场已同步延期',
      refreshes: ['group/car/renewal', 'parking/month-card', 'parking/order/recharge'],
    },
  },
  detail: {
    sections: [
      {
        title: '车辆',
        fields: ['plate', 'plate_color', 'owner_name', 'owner_mobile', 'status', 'remark'],
      },
      {
        title: '月卡',
        fields: [
          'card_no',
          'package_name',
          'card_type',
          'unit_price',
          'park_names',
          'start_time',
          'end_time',
        ],
      },
      { title: '记录', fields: ['create_time', 'update_time'] },
    ],
  },
});

/** 续费记录: each period bought for a group card (its sale and each renewal), with the 月卡订单 that paid it. */
export const groupRenewalResource = defineResource({
  key: 'group/car/renewal',
  table: 'group_renewal',
  label: '续费记录',
  scope: 'merchant',
  permissions: {
    list: 'group:renewal:list',
    detail: 'group:renewal:detail',
    export: 'group:renewal:export',
  },
  fields: {
    plate: field.plate({ label: '车牌号', ...RO, search: 'prefix' }),
    card_no: field.text({ label: '卡号', maxLength: 32, ...RO, show: ['detail'] }),
    card_id: field.ref('group/car/month-card', { label: '月卡车辆', ...RO, show: ['detail'] }),
    package_id: field.ref('group/car/package', { label: '月卡套餐', ...RO, search: 'eq', show: ['detail'] }),
    package_name: field.text({ label: '月卡套餐', maxLength: 32, ...RO }),
    park_names: field.text({ label: '适用车场', maxLength: 255, ...RO, show: ['detail'] }),
    kind: field.code(GROUP_RENEWAL_KIND, { label: '类型', ...RO, search: 'eq' }),
    card_type: field.code(GROUP_PACKAGE_CARD_TYPE, { label: '卡类型', ...RO }),
    units: field.integer({ label: '数量', ...RO }),
    unit_price: field.money({ label: '单价（每单位）', ...RO, show: ['detail'] }),
    amount: field.money({ label: '金额', ...RO }),
    before_start: field.time({ label: '续费前生效时间', ...RO, show: ['detail'] }),
    before_end: field.time({ label: '续费前到期时间', ...RO }),
    after_start: field.time({ label: '续费后生效时间', ...RO, show: ['detail'] }),
    after_end: field.time({ label: '续费后到期时间', ...RO }),
    park_id: field.park({ label: '收款车场', ...RO, show: ['detail'] }),
    park_name: field.text({ label: '收款车场', virtual: true, ...RO, show: ['detail'] }),
    order_id: field.ref('parking/order/recharge', { label: '月卡订单', ...RO, show: ['detail'] }),
    order_no: field.text({ label: '订单号', maxLength: 32, ...RO, search: 'eq' }),
    pay_type: field.code(PAY_TYPE, { label: '支付方式', ...RO, show: ['detail'] }),
    pay_mode: field.code(PAY_MODE, { label: '支付渠道', ...RO, show: ['detail'] }),
    create_time: field.time({ label: '续费时间', ...RO, search: 'range', sortable: true }),
  },
  list: {
    // Fits at 1280 px; the package, the validity before and the order are on the detail.
    columns: ['plate', 'kind', 'units', 'amount', 'after_end', 'create_time'],
    sort: ['create_time', 'desc'],
  },
  detail: {
    sections: [
      { title: '月卡', fields: ['plate', 'card_no', 'package_name', 'park_names', 'card_type'] },
      { title: '续费', fields: ['kind', 'units', 'unit_price', 'amount', 'create_time'] },
      { title: '有效期', fields: ['before_start', 'before_end', 'after_start', 'after_end'] },
      { title: '订单', fields: ['order_no', 'park_name', 'pay_type', 'pay_mode'] },
    ],
  },
});

/** 白名单 (集团): a plate free at the group's lots chosen, within its validity; 删除 removes it at all of them. */
export const groupWhitelistResource = defineResource({
  key: 'group/car/whitelist',
  table: 'group_white',
  label: '集团白名单',
  scope: 'merchant',
  permissions: {
    list: 'group:whitelist:list',
    detail: 'group:whitelist:detail',
    create: 'group:whitelist:create',
    delete: 'group:whitelist:delete',
  },
  fields: {
    plate: field.plate({
      label: '车牌号',
      required: true,
      immutable: true,
      search: 'prefix',
      sortable: true,
    }),
    plate_color: field.code(PLATE_COLOR, { label: '车牌颜色', required: true, show: ['detail', 'form'] }),
    owner_name: field.text({ label: '车主姓名', maxLength: 32, search: 'contains' }),
    owner_mobile: field.mobile({ label: '车主电话' }),
    ...LOT_FIELDS,
    start_time: field.time({ label: '生效时间', required: true }),
    end_time: field.time({ label: '到期时间', required: true, search: 'range', sortable: true }),
    status: field.code(PARK_CAR_STATUS, { label: '状态', ...RO, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    create_time: field.time({ label: '登记时间', ...RO, sortable: true }),
    update_time: field.time({ label: '更新时间', ...RO, show: ['detail'] }),
  },
  list: {
    // Fits at 1280 px; the masked phone and the status are on the detail.
    columns: ['plate', 'owner_name', 'park_names', 'start_time', 'end_time'],
    sort: ['create_time', 'desc'],
  },
  detail: {
    sections: [
      { title: '车辆', fields: ['plate', 'plate_color', 'owner_name', 'owner_mobile', 'status', 'remark'] },
      { title: '通行', fields: ['park_names', 'start_time', 'end_time', 'create_time', 'update_time'] },
    ],
  },
});
