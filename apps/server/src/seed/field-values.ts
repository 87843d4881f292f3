import type { AnyResource, FieldDef } from '@console/core';

/**
 * Realistic values by field kind, the same for seeds and test rows: Chinese names, mobile numbers,
 * plates, company names, money in whole yuan as fen. Deterministic in `n`, so a seed is stable and
 * two rows made with different `n` differ. Every value passes the field's own validators (plate,
 * mobile, credit code...) and fits its length and range; where none of the realistic candidates
 * does, a labelled serial or a run of digits is the fallback.
 */

/** Common surnames, most frequent first but 张 leading (personName(0) is 张伟); one list for every seed. */
export const SURNAMES = [
  ...'张王李刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢',
];
export const GIVEN_NAMES = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '华',
  '平',
  '刚',
  '桂英',
  '建华',
  '文',
  '辉',
  '丽',
  '鹏',
  '婷',
  '欣怡',
  '子轩',
  '浩然',
  '雨桐',
  '思远',
];
const MOBILE_PREFIXES = ['138', '139', '136', '150', '158', '186', '177', '189'];
// Guangdong plates: the demo network's parks are in Shenzhen, Guangzhou and Dongguan.
const PLATE_PREFIXES = ['粤B', '粤A', '粤S', '粤E', '湘A', '赣B'];
const COMPANY_TOWNS = ['深圳', '广州', '东莞', '佛山', '珠海'];
const COMPANY_TRADES = ['万科物业', '华润置地', '城市停车', '智慧交通', '商业管理', '物业服务'];
const STREETS = ['深南大道', '滨海大道', '科技园路', '天河路', '中山大道', '东莞大道'];
const REMARKS = ['长期合作客户', '月度对账', '已电话确认', '按合同执行', '待财务核对'];
// Check digits included: the validator recomputes them.
const CREDIT_CODES = ['91440300MA5FT4XK7B', '914401017083396311', '91440300192174150L'];
// City level first, then districts: some fields want a city, others any level.
const AREA_CODES = ['440300', '440100', '441900', '440304', '440305', '440106'];
const LOCATIONS = ['22.543096,114.057865', '23.129163,113.264435', '23.020536,113.751765'];
// A stored file's link: the file store names files by their sha-256.
const FILE_LINK = (ext: string) => `/api/storage/oss/file/${'0123456789abcdef'.repeat(4)}.${ext}`;
// Whole yuan, in fen: what a price or an amount looks like on a real screen.
const MONEY_FEN = [500, 1_000, 2_000, 3_000, 5_000, 10_000, 30_000];
// 2026-11-01 00:00 China time: a fixed clock, so seeds and expectations do not drift with the day.
const BASE_TIME = 1_793_462_400;

const pick = <T>(list: readonly T[], n: number): T => list[Math.abs(n) % list.length] as T;

/** 张伟, 王芳, 李娜 ...: over a thousand distinct names before one repeats. */
export function personName(n: number): string {
  return `${pick(SURNAMES, n)}${pick(GIVEN_NAMES, Math.floor(n / SURNAMES.length) + n)}`;
}

/** An 11-digit mainland mobile number. */
export function mobileNumber(n: number): string {
  return `${pick(MOBILE_PREFIXES, n)}${String((n * 7_919 + 1_234) % 100_000_000).padStart(8, '0')}`;
}

/** A blue 7-character plate: province and city, then five digits. */
export function plateNumber(n: number): string {
  return `${pick(PLATE_PREFIXES, n)}${String(10_000 + ((n * 3_571) % 90_000)).padStart(5, '0')}`;
}

/** 深圳万科物业有限公司 ... */
export function companyName(n: number): string {
  return `${pick(COMPANY_TOWNS, n)}${pick(COMPANY_TRADES, Math.floor(n / COMPANY_TOWNS.length) + n)}有限公司`;
}

type TextDef = Extract<FieldDef, { maxLength: number }>;

/** What a text field's label says it holds, most specific first. */
function realisticText(def: TextDef, n: number): string[] {
  const label = def.label;
  if (/姓名|联系人|负责人|申请人|持证人|持有人|车主|经办人|审核人/.test(label)) return [personName(n)];
  if (/电话|手机/.test(label)) return [mobileNumber(n)];
  if (/车牌/.test(label)) return [plateNumber(n)];
  if (/公司|企业|物业|单位|客户名称/.test(label)) return [companyName(n)];
  if (/地址/.test(label)) return [`${pick(COMPANY_TOWNS, n)}市${pick(STREETS, n)}${(n % 300) + 1}号`];
  if (/备注|说明|原因|描述/.test(label)) return [pick(REMARKS, n)];
  if (/信用代码|税号/.test(label)) return [...CREDIT_CODES.slice(n % CREDIT_CODES.length), ...CREDIT_CODES];
  if (/位置|坐标/.test(label)) return [pick(LOCATIONS, n)];
  if (/链接|网址|URL/i.test(label)) return [`https://www.example.cn/pages/${n}`];
  // Names and titles of things (活动名称, 合同标题): the label's noun and a number.
  return [`${label.replace(/名称|标题|编号|号$/g, '')}${n}`];
}

/** Text that passes the field's validators and fits its length. */
function textFor(def: TextDef, n: number): string | undefined {
  // Digits of every length last: code-like fields (tax numbers, serials) want a fixed count of them.
  const tail = String(n);
  const digits = Array.from({ length: def.maxLength }, (_, i) => tail.padStart(def.maxLength - i, '9'));
  // Identifiers (app ids, product codes) take lower-case letters and digits, starting with a letter.
  const candidates = [...realisticText(def, n), `${def.label}${tail}`, `T${tail}`, `demo${tail}`, ...digits];
  const fits = (value: string) =>
    value.length > 0 &&
    value.length <= def.maxLength &&
    def.validators.every((validator) => validator.test(value));
  // None fits (a comma-joined list of codes): only the caller knows, like a reference.
  return candidates.map((value) => value.slice(-def.maxLength)).find(fits);
}

const clamp = (value: number, def: { minimum: number; maximum: number }) =>
  Math.min(def.maximum, Math.max(def.minimum, value));

/**
 * A valid value of a field by its kind, for row `n`; undefined where only the caller can know
 * (a reference to another row, a password, permission codes).
 */
export function fieldValue(def: FieldDef, n: number, now = BASE_TIME): unknown {
  switch (def.kind) {
    case 'text':
      return textFor(def, n);
    case 'plate':
      return textFor({ ...def, label: '车牌' }, n);
    case 'mobile':
      return textFor({ ...def, label: '手机' }, n);
    case 'area':
      return [...AREA_CODES.slice(n % 3), ...AREA_CODES].find((code) =>
        def.validators.every((v) => v.test(code)),
      );
    case 'image':
      return FILE_LINK('png');
    case 'file':
      return FILE_LINK('pdf');
    case 'money':
      return clamp(pick(MONEY_FEN, n), def);
    case 'integer':
      return clamp((n % 10) + 1, def);
    case 'time':
      // Within the last days, an hour apart per row.
      return clamp(now - (n % 240) * 3_600, def);
    case 'code':
      return pick(def.table.entries, n)?.value;
    case 'codes':
      return def.table.entries.slice(0, 1).map((entry) => entry.value);
    case 'boolean':
      return n % 2 === 0 ? 1 : 0;
    default:
      return undefined;
  }
}

/**
 * Row `n` of a resource: every stored field `wanted` names, at a valid value of its kind, then the
 * overrides. References without an override are left out (the caller names the row they point at).
 */
export function fieldValues(
  resource: AnyResource,
  n: number,
  overrides: Readonly<Record<string, unknown>> = {},
  wanted: (name: string, def: FieldDef) => boolean = () => true,
  now = BASE_TIME,
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(resource.fields)) {
    if (def.virtual || name in overrides || !wanted(name, def)) continue;
    const value = fieldValue(def, n, now);
    if (value !== undefined) row[name] = value;
  }
  return { ...row, ...overrides };
}
