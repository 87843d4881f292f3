import { ALL_PERMISSION_CODES, ALL_PRODUCT_CODES, limitToTenantKind } from '@console/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../platform/auth/password-hasher.js';
import {
  CLERK_CODES,
  codesOfAreas,
  DEMO_GRANTS,
  DEMO_PASSWORD,
  MERCHANT_MATERIEL_CODES,
  MERCHANT_PROFIT_CODES,
} from './demo-accounts.js';
import { seedProducts } from './seed-base-services.js';
import { seedContracts } from './seed-contracts.js';
import { seedDepartments } from './seed-departments.js';
import { seedEnergyStations } from './seed-energy-stations.js';
import { seedParkingDemo, type ParkingSeedOptions } from './parking/seed-parking.js';
import { seedBranding, seedMessages } from './seed-demo-content.js';
import { seedParkingNetwork } from './seed-parking-network.js';
import { seedMerchantAdmin } from './seed-merchant-admin.js';
import { createAccount, createRole, createTenant } from './tenant-builder.js';
import { seedParkingOperations } from './seed-parking-operations.js';
import { seedMcoupons } from './parking/seed-mcoupons.js';
import { seedBonusEvents } from './parking/seed-bonus-events.js';
import { seedChannelApplications } from './seed-channel-applications.js';
import { seedCouponSales } from './seed-coupon-sales.js';
import { seedGroupCoupons } from './seed-group-coupons.js';
import { seedCouponHolding } from './parking/seed-coupon-holding.js';
import { seedCouponCodes } from './parking/seed-coupon-codes.js';
import { seedGroupCars } from './seed-group-cars.js';
import { seedGroupTrade } from './seed-group-trade.js';
import { seedLedger } from './seed-ledger.js';
import { seedProfit } from './seed-profit.js';
import { seedOkr } from './seed-okr.js';
import { seedOpenapi } from './seed-openapi.js';
import { seedNoticesAndQrcodes } from './seed-notices-qrcodes.js';
import { PLATFORM_ADVERTISING_CODES, seedAdvertising } from './seed-advertising.js';
import { simulateAdTraffic } from '../modules/advertising/index.js';
import { seedEnergyDevices } from './seed-energy-devices.js';
import { seedInvoices } from './seed-invoices.js';

const SEEDED_KEY = 'demo_seeded_at';

export interface SeedOutcome {
  seeded: boolean;
}

export interface SeedOptions {
  /** The parking demo's size (records, days); tests ask for a small one. */
  parking?: ParkingSeedOptions;
  /** Where the server stores files: the demo's ad creatives are written there when given. */
  dataDir?: string;
}

async function seedAccounts(trx: Transaction<Database>, now: number): Promise<Record<string, number>> {
  // One hash for the shared demo password: argon2id is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const account = (merchantId: number, name: string, login: string, roleIds: number[], isMain = true) =>
    createAccount(
      trx,
      { merchantId, account: login, name, password: DEMO_PASSWORD, passwordHash, isMain, roleIds },
      now,
    );

  const platform = await createTenant(
    trx,
    { merchantNo: '100000', name: '智慧停车平台运营中心', kind: 'platform', products: ALL_PRODUCT_CODES },
    now,
  );
  const adminRole = await createRole(trx, platform.id, '平台管理员', ALL_PERMISSION_CODES, now, '全部权限');
  const admin = await account(platform.id, '平台管理员', 'admin', [adminRole]);

  const partner = await createTenant(
    trx,
    {
      merchantNo: '200001',
      name: '深圳前海智行科技有限公司',
      kind: 'partner',
      parentId: platform.id,
      products: DEMO_GRANTS.partner.products,
      contactName: '陈立',
      contactMobile: '13800138001',
    },
    now,
  );
  const partnerRole = await createRole(
    trx,
    partner.id,
    '服务商管理员',
    codesOfAreas(DEMO_GRANTS.partner.areas),
    now,
  );
  const partnerUser = await account(partner.id, '陈立', 'partner', [partnerRole]);

  const merchant = await createTenant(
    trx,
    {
      merchantNo: '300001',
      name: '深圳福田中心停车场',
      kind: 'merchant',
      parentId: partner.id,
      products: DEMO_GRANTS.merchant.products,
      contactName: '王芳',
      contactMobile: '13800138002',
    },
    now,
  );
  const merchantRole = await createRole(
    trx,
    merchant.id,
    '商户管理员',
    [
      ...limitToTenantKind(codesOfAreas(DEMO_GRANTS.merchant.areas), 'merchant'),
      ...MERCHANT_MATERIEL_CODES,
      ...MERCHANT_PROFIT_CODES,
    ],
    now,
  );
  const merchantUser = await account(merchant.id, '王芳', 'merchant', [merchantRole]);
  const clerkRole = await createRole(trx, merchant.id, '收费员', CLERK_CODES, now, '停车记录查询与报表下载');
  const clerk = await account(merchant.id, '李强', 'clerk', [clerkRole], false);

  const shop = await createTenant(
    trx,
    {
      merchantNo: '310001',
      name: '万象城星巴克咖啡',
      kind: 'merchant',
      parentId: partner.id,
      products: DEMO_GRANTS.shop.products,
      contactName: '周婷',
      contactMobile: '13800138005',
    },
    now,
  );
  const shopRole = await createRole(
    trx,
    shop.id,
    '停车券管理员',
    limitToTenantKind(codesOfAreas(DEMO_GRANTS.shop.areas), 'merchant'),
    now,
  );
  const shopUser = await account(shop.id, '周婷', 'shop', [shopRole]);

  const group = await createTenant(
    trx,
    {
      merchantNo: '400001',
      name: '华润置地物业集团',
      kind: 'group',
      parentId: partner.id,
      products: DEMO_GRANTS.group.products,
      contactName: '赵敏',
      contactMobile: '13800138003',
    },
    now,
  );
  const groupRole = await createRole(
    trx,
    group.id,
    '集团管理员',
    limitToTenantKind(codesOfAreas(DEMO_GRANTS.group.areas), 'group'),
    now,
  );
  const groupUser = await account(group.id, '赵敏', 'group', [groupRole]);

  const advertiser = await createTenant(
    trx,
    {
      merchantNo: '500001',
      name: '星河传媒广告有限公司',
      kind: 'advertiser',
      parentId: platform.id,
      products: DEMO_GRANTS.advertiser.products,
      contactName: '孙悦',
      contactMobile: '13800138004',
    },
    now,
  );
  const advertiserRole = await createRole(
    trx,
    advertiser.id,
    '广告主管理员',
    limitToTenantKind(codesOfAreas(DEMO_GRANTS.advertiser.areas), 'advertiser').filter(
      (code) => !PLATFORM_ADVERTISING_CODES.has(code),
    ),
    now,
  );
  const advertiserUser = await account(advertiser.id, '孙悦', 'advertiser', [advertiserRole]);

  return {
    admin,
    partner: partnerUser,
    merchant: merchantUser,
    clerk,
    shop: shopUser,
    group: groupUser,
    advertiser: advertiserUser,
    platformId: platform.id,
    partnerId: partner.id,
  };
}

/**
 * Seeds the demo data once, in one transaction, into a database that has never been seeded.
 * A second start finds the marker and leaves every row as the users left it.
 */
export async function seedDemoDataIfEmpty(
  db: Kysely<Database>,
  now = Math.floor(Date.now() / 1000),
  options: SeedOptions = {},
): Promise<SeedOutcome> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .selectFrom('system_meta')
      .select('value')
      .where('key', '=', SEEDED_KEY)
      .executeTakeFirst();
    if (marker) return { seeded: false };
    const ids = await seedAccounts(trx, now);
    await seedBranding(trx, ids, now);
    await seedMessages(trx, ids, now);
    await seedProducts(trx, now);
    await seedDepartments(trx, ids, now);
    await seedParkingDemo(trx, ids.platformId!, now, options.parking);
    if (ids.partnerId) await seedParkingNetwork(trx, ids.partnerId, now);
    await seedMerchantAdmin(trx, now);
    // After the parking seed: it adds rows to the parks seeded before it.
    await seedParkingOperations(trx, now);
    await seedMcoupons(trx, now);
    await seedBonusEvents(trx, now);
    await seedCouponSales(trx, now);
    await seedCouponHolding(trx, now);
    // The group's lots sell coupons to the demo shop too (停车集团's per-lot coupon tabs).
    await seedGroupCoupons(trx, now);
    await seedCouponCodes(trx, now);
    // After the parking seed: the group's cards and whitelist stand at its lots.
    await seedGroupCars(trx, now);
    // After the parking seed: 异常通行 of the demo group's lots (a mistyped order plate, an overstay).
    await seedGroupTrade(trx, now);
    // 渠道进件 of the demo partner's merchants (issue 18), one in each state.
    await seedChannelApplications(trx, now);
    // After the parking network: the merchant's 分账设置 names a seeded 分账政策.
    await seedProfit(trx, now);
    // OKR of the demo partner (issue 22): its team, an objective with key results and a project.
    if (ids.partnerId && ids.partner) await seedOkr(trx, ids.partnerId, ids.partner, now);
    // 应用管理 of the demo partner (issue 22): an app, its modules and callback, a lot's grant to it.
    if (ids.partnerId) await seedOpenapi(trx, ids.partnerId, now);
    // 消息推送 and 二维码 of the demo merchant (issue 22), after the parking seed names its lots.
    await seedNoticesAndQrcodes(trx, now);
    // 广告 (issue 20): slots on the demo merchant's lots, the advertiser's balance, plans in each review state.
    await seedAdvertising(trx, now, options.dataDir);
    // A day of the demo slots' traffic through the real decision and beacons, its spend posted.
    await simulateAdTraffic(trx, { now, minutes: 1_440, requests: 600, clickRate: 0.03, seed: 20 });
    // 充电站 of the demo merchant with their rules, settings, records and orders (issue 19), then a
    // demo charge point (a known password, for the developer tool) at each.
    await seedEnergyDevices(trx, await seedEnergyStations(trx, now), now);
    // 合同 in every state and wallet recharge requests, one approved onto the ledger (issue 22).
    await seedContracts(trx, now, options.dataDir);
    // Last: the money ledger over every paid order the seeds above wrote (支付流水 to 转账记录).
    await seedLedger(trx, now);
    // After the ledger: invoices over the demo merchant's and group's paid orders (issue 21).
    await seedInvoices(trx, now);
    await trx
      .insertInto('system_meta')
      .values({ key: SEEDED_KEY, value: String(now), update_time: now })
      .execute();
    return { seeded: true };
  });
}
