import { describe, expect, it } from 'vitest';
import { COUPON_GRANT_STATUS, COUPON_PURCHASE_STATUS, COUPON_TYPE } from './coupon.js';
import { labelOf, tagOf, type CodeTable } from './define-code-table.js';
import { INVOICE_STATUS } from './invoice.js';
import { channelFeeRate, DEFAULT_FEE_RATE, PAY_CHANNEL, payModeOfChannel } from './payment-channel.js';
import { AUTOPAY_OVERDRAFT, ORDER_STATUS } from './order-status.js';
import { CAR_STATUS, CAR_TYPE, CARD_TYPE, CHARGE_MODE, PARKING_STATE } from './parking.js';
import {
  BUSINESS,
  DEDUCTION_STATUS,
  ORDER_PAY_FILTER,
  PAY_MODE,
  PAY_TYPE,
  TRANSFER_STATUS,
} from './payment.js';
import { NO_PLATE_LABEL, PLATE_COLOR } from './plate.js';
import { REPORT_TABLE_TYPE } from './report-table.js';

type Labels = [value: string | number, label: string][];

// One row per case reads best as one line each.
// prettier-ignore
const TABLES: [name: string, table: CodeTable, labels: Labels, unknown: string][] = [
  ['CAR_STATUS', CAR_STATUS, [[1, '在场'], [0, '已出场']], '未知'],
  ['PARKING_STATE', PARKING_STATE, [[1, '在场'], [2, '已出场']], '未知'],
  ['CAR_TYPE', CAR_TYPE, [[1, '临时车'], [2, '月卡车'], [3, 'VIP'], [4, '储值车']], '未知'],
  ['CARD_TYPE', CARD_TYPE, [[0, '免费卡'], [1, '月卡'], [2, '储值卡'], [3, '计次卡'], [4, '计天卡'], [5, '年卡'], [6, '季卡'], [7, '半年卡']], '未知'],
  ['PAY_TYPE', PAY_TYPE, [[1, '现金'], [2, '移动支付'], [3, '自动扣费'], [4, '储值余额'], [5, '直付（绕过停车系统）'], [6, '入场支付'], [8, '优惠券']], '未知'],
  ['ORDER_PAY_FILTER', ORDER_PAY_FILTER, [[1, '电子支付'], [2, '现金'], [3, '零元'], [8, '优惠券']], '未知'],
  ['BUSINESS', BUSINESS, [['parking_cashier', '临停缴费'], ['recharge', '月卡续费'], ['autopay', '无感支付'], ['reserve', '预约支付'], ['general_payment_api', '聚合支付'], ['charging', '充电']], '未知'],
  ['TRANSFER_STATUS', TRANSFER_STATUS, [[0, '未转账'], [1, '已转账'], [2, '转账中'], [-1, '转账失败'], [-2, '已退款']], '未知'],
  ['DEDUCTION_STATUS', DEDUCTION_STATUS, [[0, '未扣款'], [1, '已扣款'], [2, '扣款中'], [-1, '扣款失败']], '未知'],
  ['PAY_MODE', PAY_MODE, [[0, '线下支付'], [1, '默认'], [2, '积分'], [3, '微信'], [4, '支付宝'], [5, '一网通'], [6, '建设银行'], [7, '云支付'], [8, '工商银行'], [9, '银联'], [10, '农业银行'], [-1, '未知']], '未知'],
  ['COUPON_TYPE', COUPON_TYPE, [[1, '金额券'], [2, '时长券'], [3, '全免券'], [4, '差异化定价券'], [5, '多次进出时长券'], [6, '折扣券']], '未知'],
  ['COUPON_PURCHASE_STATUS', COUPON_PURCHASE_STATUS, [[1, '使用中'], [-1, '已撤销'], [-2, '已过期']], '未知'],
  ['COUPON_GRANT_STATUS', COUPON_GRANT_STATUS, [[1, '发放成功'], [2, '发放中'], [0, '已撤销'], [-1, '发放失败']], '未知'],
  ['INVOICE_STATUS', INVOICE_STATUS, [[0, '待开票'], [1, '开票中'], [2, '开票成功'], [-1, '开票失败']], '未知'],
  ['ORDER_STATUS', ORDER_STATUS, [[0, '处理中'], [1, '正常'], [-2, '退款/撤销']], '未知'],
  ['AUTOPAY_OVERDRAFT', AUTOPAY_OVERDRAFT, [[0, '正常'], [1, '欠费'], [2, '补缴']], '未知'],
  ['CHARGE_MODE', CHARGE_MODE, [[0, '关闭'], [1, '先离场后付费'], [2, '先付费后离场']], '未知'],
  ['PLATE_COLOR', PLATE_COLOR, [[1, '蓝'], [2, '黄'], [3, '白'], [4, '黑'], [5, '绿']], '其他'],
  ['REPORT_TABLE_TYPE', REPORT_TABLE_TYPE, [[1, '车场列表'], [2, '停车记录'], [3, '临停订单'], [4, '月卡订单'], [5, '分润账单'], [6, '结算记录'], [7, '转账记录'], [8, '加油订单'], [9, '代金券订单'], [10, '广告投放'], [11, '发票记录'], [12, '预约订单'], [13, '优惠券发放记录'], [14, '优惠券购买记录'], [15, '子账号'], [16, '其他列表']], '未知'],
];

describe.each(TABLES)('%s', (_name, table, labels, unknown) => {
  it.each(labels)('labels %j as %s', (value, label) => {
    expect(labelOf(table, value)).toBe(label);
  });

  it('has exactly the spec entries, each with a Chinese label or VIP and a colour', () => {
    expect(table.entries.map((entry) => entry.value)).toEqual(labels.map(([value]) => value));
    for (const entry of table.entries) {
      expect(entry.label).toMatch(/[\u4e00-\u9fa5]|^VIP$/);
      expect(entry.color).not.toBe('');
    }
  });

  it(`shows an unknown value as ${unknown}`, () => {
    expect(labelOf(table, 99)).toBe(unknown);
    expect(tagOf(table, 'x').label).toBe(unknown);
  });
});

describe('CARD_TYPE units', () => {
  it.each([
    [0, ''],
    [1, '月'],
    [2, '元'],
    [3, '次'],
    [4, '天'],
    [5, '年'],
    [6, '季'],
    [7, '半年'],
  ])('card type %i counts its quantity in %j', (value, unit) => {
    expect(CARD_TYPE.entries.find((entry) => entry.value === value)?.unit).toBe(unit);
  });
});

describe('COUPON_TYPE display rules', () => {
  it('maps each type to how its value is shown', () => {
    expect(COUPON_TYPE.entries.map((entry) => [entry.value, entry.display])).toEqual([
      [1, 'money'],
      [2, 'hours'],
      [3, 'free'],
      [4, 'money'],
      [5, 'hours'],
      [6, 'discount'],
    ]);
  });
});

describe('plates without text', () => {
  it('are labelled 无牌车', () => {
    expect(NO_PLATE_LABEL).toBe('无牌车');
  });
});

describe('the payment channel table (one source for 渠道进件 and the ledger’s fees)', () => {
  it('names each applied channel by its PAY_MODE and gives the ledger its fee', () => {
    for (const channel of PAY_CHANNEL.entries) {
      expect(PAY_MODE.entries.map((e) => e.value)).toContain(channel.payMode);
      expect(payModeOfChannel(channel.value)).toBe(channel.payMode);
      expect(channelFeeRate(channel.payMode)).toBe(channel.feeRate);
    }
    expect(labelOf(PAY_MODE, payModeOfChannel(1))).toBe('支付宝');
    expect(labelOf(PAY_MODE, payModeOfChannel(2))).toBe('微信');
    expect(channelFeeRate(9)).toBe(30);
    expect(channelFeeRate(1)).toBe(DEFAULT_FEE_RATE);
  });
});
