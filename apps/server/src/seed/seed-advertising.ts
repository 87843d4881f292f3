import fs from 'node:fs';
import path from 'node:path';
import {
  AD_SLOT_TYPE,
  adBidResource,
  adCategoryResource,
  adDemandResource,
  adMediaAppResource,
  adPackageResource,
  adPlanResource,
  adRechargeResource,
  adProviderRuleResource,
  adSlotResource,
  advertiserResource,
  entryOf,
  STORED_FILE_ROUTE,
} from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { demoCreative, postRecharge, rechargeNo, sha256 } from '../modules/advertising/index.js';
import { FileStore } from '../platform/storage/file-store.js';
import { insertDemoRow, insertDemoRows } from './demo-rows.js';

type Db = Kysely<Database>;

const DAY = 86_400;
/** The demo tenants by merchant number (seed-demo.ts): the advertiser and the parking merchant. */
const ADVERTISER_NO = '500001';
const MERCHANT_NO = '300001';

/**
 * Codes of the advertising area the demo advertiser does not get: reviews and the media side
 * (slots, media apps, categories) are the platform operator's; the traffic providers' pages
 * (流量主, 计费统计, 计费规则, 结算报表) are the platform's and the lot owners'.
 */
export const PLATFORM_ADVERTISING_CODES: ReadonlySet<string> = new Set([
  'advertising:audit:audit',
  'advertising:expand:audit',
  'advertising:slot:list',
  'advertising:slot:analysis',
  'advertising:slot:create',
  'advertising:slot:update',
  'advertising:slot:delete',
  'advertising:app:list',
  'advertising:app:create',
  'advertising:app:update',
  'advertising:category:list',
  'advertising:category:create',
  'advertising:category:update',
  'advertising:provider:list',
  'advertising:provider:analysis',
  'advertising:statistics:view',
  'advertising:billing-rule:view',
  'advertising:billing-rule:update',
  'advertising:settlement:list',
  'advertising:settlement:export',
]);

async function tenantId(db: Db, merchantNo: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('merchant')
    .select('id')
    .where('merchant_no', '=', merchantNo)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/**
 * A demo creative of a slot type's size, recorded as uploaded to the advertising namespace by the
 * advertiser; its bytes are written to the store when the seed knows the data folder (the server
 * does; tests that never show the image do not).
 */
async function creative(
  db: Db,
  owner: { merchantId: number; managerId: number },
  slotType: number,
  rgb: readonly [number, number, number],
  now: number,
  dataDir: string | undefined,
): Promise<string> {
  const rule = entryOf(AD_SLOT_TYPE, slotType)!;
  const bytes = demoCreative(rule.width, rule.height, rgb);
  const hash = sha256(bytes);
  if (dataDir) {
    const file = new FileStore(dataDir).pathOf(hash, 'png');
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, bytes);
  }
  await db
    .insertInto('file_object')
    .values({
      hash,
      ext: 'png',
      size: bytes.length,
      mime: 'image/png',
      namespace: 'advertising',
      merchant_id: owner.merchantId,
      manager_id: owner.managerId,
      create_time: now,
    })
    .onConflict((oc) => oc.columns(['hash', 'ext']).doNothing())
    .execute();
  return `${STORED_FILE_ROUTE}/${hash}.png`;
}

/**
 * 广告: categories, media apps and slots on the demo merchant's lots (the platform's); the demo
 * advertiser's two advertisers (one with a recharged balance and bids), targeting packages, plans
 * in each review state and promotion demands (one made into a plan).
 */
export async function seedAdvertising(db: Db, now: number, dataDir?: string): Promise<void> {
  const advertiserTenant = await tenantId(db, ADVERTISER_NO);
  const merchantId = await tenantId(db, MERCHANT_NO);
  if (!advertiserTenant || !merchantId) return;
  const manager = await db
    .selectFrom('manager')
    .select('id')
    .where('merchant_id', '=', advertiserTenant)
    .orderBy('id')
    .executeTakeFirst();
  if (!manager) return;

  await insertDemoRows(
    db,
    adCategoryResource,
    ['汽车服务', '零售', '餐饮美食', '金融保险', '本地生活'].map((name, i) => ({
      name,
      sort: i + 1,
      status: 1,
    })),
    now,
  );
  const [payStation, booth, miniApp] = await insertDemoRows(
    db,
    adMediaAppResource,
    [
      { name: '车场缴费机', media_type: 1, app_key: 'MADEMO0000001', status: 1 },
      { name: '岗亭显示屏', media_type: 2, app_key: 'MADEMO0000002', status: 1 },
      { name: '停车缴费小程序', media_type: 3, app_key: 'MADEMO0000003', status: 1 },
    ],
    now,
  );
  const parks = await db
    .selectFrom('park')
    .select(['id', 'name'])
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .limit(2)
    .execute();
  await insertDemoRows(
    db,
    adSlotResource,
    [
      ...parks.map((park, i) => ({
        name: `${park.name}缴费机屏幕`,
        slot_code: `ASDEMO00000${i + 1}`,
        media_app_id: payStation,
        slot_type: 2,
        width: 1920,
        height: 1080,
        floor_price: 800,
        park_id: Number(park.id),
        provider_id: merchantId,
        status: 1,
      })),
      {
        name: '出口显示屏',
        slot_code: 'ASDEMO000008',
        media_app_id: booth,
        slot_type: 3,
        width: 1080,
        height: 1920,
        floor_price: 600,
        park_id: parks[0] ? Number(parks[0].id) : null,
        provider_id: parks[0] ? merchantId : null,
        status: 1,
      },
      {
        name: '支付成功页横幅',
        slot_code: 'ASDEMO000009',
        media_app_id: miniApp,
        slot_type: 1,
        width: 750,
        height: 300,
        floor_price: 500,
        park_id: null,
        provider_id: null,
        status: 1,
      },
    ],
    now,
  );

  // The demo merchant's lots carry slots: it is the traffic provider, paid 60 % monthly.
  if (parks.length > 0) {
    await insertDemoRows(
      db,
      adProviderRuleResource,
      [
        {
          merchant_id: merchantId,
          share_rate: 6_000,
          settle_cycle: 3,
          status: 1,
          remark: '缴费机屏幕与出口显示屏',
          update_time: now - 30 * DAY,
        },
      ],
      now,
    );
  }

  const [fresh, auto] = await insertDemoRows(
    db,
    advertiserResource,
    [
      {
        merchant_id: advertiserTenant,
        name: '鲜果时光连锁',
        industry: '零售',
        contact_name: '孙悦',
        contact_mobile: '13800138004',
        low_balance: 50_000,
        status: 1,
        create_time: now - 30 * DAY,
      },
      {
        merchant_id: advertiserTenant,
        name: '安途汽车服务',
        industry: '汽车服务',
        contact_name: '周航',
        contact_mobile: '13800138014',
        low_balance: 20_000,
        status: 1,
        create_time: now - 20 * DAY,
      },
    ],
    now,
  );
  for (const [advertiserId, amount, days] of [
    [fresh!, 500_000, 28],
    [fresh!, 200_000, 7],
    [auto!, 100_000, 15],
  ] as const) {
    const at = now - days * DAY;
    const recharge_no = rechargeNo(at);
    const id = await insertDemoRow(
      db,
      adRechargeResource,
      {
        merchant_id: advertiserTenant,
        advertiser_id: advertiserId,
        recharge_no,
        amount,
        remark: '对公转账',
        operator_name: '孙悦',
        create_time: at,
      },
      now,
    );
    await postRecharge(
      db,
      {
        id,
        merchant_id: advertiserTenant,
        advertiser_id: advertiserId,
        amount,
        recharge_no,
        remark: '对公转账',
      },
      at,
    );
  }
  await insertDemoRows(
    db,
    adBidResource,
    [
      {
        merchant_id: advertiserTenant,
        advertiser_id: fresh,
        slot_type: 1,
        bid_mode: 1,
        bid: 1_200,
        update_time: now,
      },
      {
        merchant_id: advertiserTenant,
        advertiser_id: fresh,
        slot_type: 2,
        bid_mode: 1,
        bid: 2_000,
        update_time: now,
      },
      {
        merchant_id: advertiserTenant,
        advertiser_id: auto,
        slot_type: 2,
        bid_mode: 2,
        bid: 80,
        update_time: now,
      },
    ],
    now,
  );
  const [shenzhen] = await insertDemoRows(
    db,
    adPackageResource,
    [
      {
        merchant_id: advertiserTenant,
        name: '深圳白天临停车',
        area_code: '440300',
        hour_start: 8,
        hour_end: 20,
        plate_provinces: JSON.stringify(['粤']),
        car_types: JSON.stringify(['1']),
        create_time: now - 10 * DAY,
      },
      {
        merchant_id: advertiserTenant,
        name: '全国夜间',
        area_code: null,
        hour_start: 18,
        hour_end: 24,
        plate_provinces: '[]',
        car_types: '[]',
        create_time: now - 9 * DAY,
      },
    ],
    now,
  );

  const owner = { merchantId: advertiserTenant, managerId: Number(manager.id) };
  const plan = async (
    name: string,
    advertiserId: number,
    slotType: number,
    rgb: readonly [number, number, number],
    review: { audit_status: number; reject_reason?: string },
    days: number,
  ) => {
    const rule = entryOf(AD_SLOT_TYPE, slotType)!;
    return insertDemoRow(
      db,
      adPlanResource,
      {
        merchant_id: advertiserTenant,
        advertiser_id: advertiserId,
        name,
        slot_type: slotType,
        creative: await creative(db, owner, slotType, rgb, now, dataDir),
        creative_width: rule.width,
        creative_height: rule.height,
        landing_url: 'https://example.com/promo',
        budget_daily: 20_000,
        budget_total: 300_000,
        start_time: now - days * DAY,
        end_time: now + 30 * DAY,
        package_id: shenzhen,
        freq_cap: 3,
        priority: 5,
        demand_id: null,
        audit_status: review.audit_status,
        reject_reason: review.reject_reason ?? null,
        auditor_name: review.audit_status === 0 ? null : '平台管理员',
        audit_time: review.audit_status === 0 ? null : now - (days - 1) * DAY,
        status: 1,
        create_time: now - days * DAY,
      },
      now,
    );
  };
  const approved = await plan('鲜果周末满减', fresh!, 2, [230, 120, 40], { audit_status: 1 }, 6);
  await plan('夏日果饮上新', fresh!, 1, [60, 170, 90], { audit_status: 0 }, 2);
  await plan(
    '洗车套餐 9.9 元',
    auto!,
    2,
    [40, 110, 200],
    { audit_status: 2, reject_reason: '素材文字过小，缴费机屏幕上无法辨认' },
    4,
  );
  await plan('保养预约立减', auto!, 3, [120, 80, 180], { audit_status: 0 }, 1);

  await insertDemoRows(
    db,
    adDemandResource,
    [
      {
        merchant_id: advertiserTenant,
        advertiser_id: fresh,
        title: '鲜果门店周末引流',
        slot_type: 2,
        budget_total: 300_000,
        start_time: now - 7 * DAY,
        end_time: now + 30 * DAY,
        description: '在车场缴费机展示周末满减，引导车主到商场一层门店',
        audit_status: 1,
        reject_reason: null,
        auditor_name: '平台管理员',
        audit_time: now - 7 * DAY,
        plan_id: approved,
        create_time: now - 8 * DAY,
      },
      {
        merchant_id: advertiserTenant,
        advertiser_id: auto,
        title: '新店开业推广',
        slot_type: 1,
        budget_total: 150_000,
        start_time: now + DAY,
        end_time: now + 15 * DAY,
        description: '支付成功页展示新店开业洗车优惠',
        audit_status: 0,
        reject_reason: null,
        auditor_name: null,
        audit_time: null,
        plan_id: null,
        create_time: now - DAY,
      },
      {
        merchant_id: advertiserTenant,
        advertiser_id: auto,
        title: '全国连锁品牌曝光',
        slot_type: 4,
        budget_total: 2_000_000,
        start_time: now - 3 * DAY,
        end_time: now + 60 * DAY,
        description: '小程序开屏全国投放',
        audit_status: 2,
        reject_reason: '小程序开屏暂只面向已签约的全国品牌',
        auditor_name: '平台管理员',
        audit_time: now - 2 * DAY,
        plan_id: null,
        create_time: now - 3 * DAY,
      },
    ],
    now,
  );
}
