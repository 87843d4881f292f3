import { CAR_TYPE, optionsOf, PAY_MODE } from '@console/core';
import type { RecordTimelineItem } from '../record-timeline';
import type { SearchField } from '../search-form';
import type { StatisticItem } from '../statistic-cards';

/** A parking record as the gallery's sample table shows it; amounts in fen, times in Unix seconds. */
export interface SampleRecord {
  id: number;
  plate: string;
  plate_color: number;
  park_name: string;
  car_type: number;
  entry_time: number;
  amount: number;
  pay_mode: number;
  card_no: string;
}

const PARKS = [
  '福田中心停车场',
  '南山科技园停车场',
  '宝安机场P2停车场',
  '龙岗万达广场停车场',
  '罗湖东门停车场',
];
const PREFIXES = ['粤B', '粤A', '粤S', '湘A', '赣B', '桂C'];
// 2024-06-01 08:00 China time; rows go back about seven hours each.
const FIRST_ENTRY = 1_717_200_000;

function plateOf(i: number, color: number): string {
  if (i % 19 === 7) return '';
  const digits = String(10000 + ((i * 7919) % 89999)).slice(0, 5);
  const prefix = PREFIXES[i % PREFIXES.length]!;
  // New-energy plates carry D or F and six characters after the prefix.
  return color === 5 ? `${prefix}${i % 2 ? 'D' : 'F'}${digits}` : `${prefix}${digits}`;
}

/** 57 deterministic records: enough for three pages of 20 and a short last page. */
export const SAMPLE_RECORDS: SampleRecord[] = Array.from({ length: 57 }, (_, index) => {
  const i = index + 1;
  const plateColor = [1, 1, 5, 2, 1, 3, 4, 5, 9][i % 9]!;
  return {
    id: i,
    plate: plateOf(i, plateColor),
    plate_color: plateColor,
    park_name: PARKS[i % PARKS.length]!,
    car_type: (i % 4) + 1,
    entry_time: FIRST_ENTRY - i * 25_200,
    amount: (i * 137) % 12_000,
    pay_mode: [3, 4, 0, 9, 6][i % 5]!,
    card_no: `C${String(202400000 + i * 17)}`,
  };
});

export const SAMPLE_SEARCH_FIELDS: SearchField[] = [
  { name: 'plate', label: '车牌号', type: 'text', placeholder: '如 粤B12345' },
  { name: 'entry_time', label: '入场时间', type: 'date-range', rangeKeys: ['entry_start', 'entry_end'] },
  { name: 'park_name', label: '车场名称', type: 'text' },
  { name: 'car_type', label: '车辆类型', type: 'select', options: optionsOf(CAR_TYPE) },
  { name: 'pay_mode', label: '支付渠道', type: 'select', options: optionsOf(PAY_MODE) },
  { name: 'pay_date', label: '支付日期', type: 'date' },
  { name: 'min_amount', label: '最低金额（分）', type: 'number' },
  { name: 'card_no', label: '卡号', type: 'text', permission: 'parking:record:detail' },
];

export const SAMPLE_STATISTICS: StatisticItem[] = [
  {
    key: 'income',
    title: '今日实收',
    value: 12_345_678,
    type: 'money',
    children: [
      { key: 'wechat', title: '微信', value: 8_000_000, type: 'money' },
      { key: 'alipay', title: '支付宝', value: 4_345_678, type: 'money' },
    ],
  },
  { key: 'entries', title: '今日入场', value: 23_456, type: 'number', suffix: '辆' },
  {
    key: 'orders',
    title: '订单数',
    value: 1_024,
    type: 'number',
    suffix: '笔',
    children: [{ key: 'refund', title: '退款', value: 12, type: 'number', suffix: '笔' }],
  },
  { key: 'occupancy', title: '车位占用率', value: '86.5%', type: 'custom' },
];

export const SAMPLE_TIMELINE: RecordTimelineItem[] = [
  { event_time: 1_717_210_800, operator: { name: '张三' }, content: '车辆 粤B12345 入场，闸口：东门入口' },
  { event_time: 1_717_218_000, operator: { name: '李四' }, content: '人工修改车牌：粤B12346 → 粤B12345' },
  { event_time: 1_717_225_200, operator: { name: '王五' }, content: '收费 ￥25.00（微信）' },
  { event_time: 1_717_225_260, operator: null, content: '车辆出场，自动抬杆' },
];
