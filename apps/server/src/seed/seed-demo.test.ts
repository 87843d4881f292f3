import {
  allResources,
  COUPON_RECORD_ROWS,
  isView,
  COUPON_ON_SALE_ROWS,
  MCOUPON_ROWS,
  MANUAL_INVOICE_ROWS,
  type AnyResource,
  type FixedCondition,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../test/account-fixture.js';
import { createTestApp } from '../test/test-app.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { generated } from './demo-rows.js';
import { fieldValue } from './field-values.js';
import { seedDemoDataIfEmpty } from './seed-demo.js';
import { OKR_TEAM } from './seed-okr.js';

// Written by the tenant builder and the traffic simulator, not by insertDemoRows (demo-rows.test.ts).
const OWN_TABLES = new Set([
  'merchant',
  'role',
  'manager',
  'parking_record',
  'payment_order',
  'release_record',
  'park_car',
  'recharge_order',
]);
// Fields every demo row leaves empty on purpose: the state they belong to is not seeded.
const EMPTY_BY_STATE: Record<string, readonly string[]> = {
  // Only an approved application names the merchant made from it; the demo's wait or were refused.
  'account/property': ['created_merchant_no'],
  // Every demo appeal waits for its review.
  'parking/reserve/appeal': ['audit_remark', 'auditor_name'],
  // Only an approved collection names the park made from it; the demo's wait or were refused.
  'parking/collection': ['park_id'],
  // The demo's feed-code batch waits for its job; only a failed batch states why.
  'base/services/qrcode/feed-code': ['error'],
};

const blank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A table several definitions share: each definition's rows are those its routes select (their fixed
 * conditions), e.g. the 商户券 among the coupons. SQL's NULL fails every comparison, as here.
 */
const ROWS_OF: Record<string, readonly FixedCondition[]> = {
  'parking/mcoupon': MCOUPON_ROWS,
  'parking/coupon-record': COUPON_RECORD_ROWS,
  'parking-coupon/coupon': COUPON_ON_SALE_ROWS,
  'invoice/manual': MANUAL_INVOICE_ROWS,
};
const meets = (row: Record<string, unknown>, [column, op, value]: FixedCondition) => {
  const cell = row[column];
  if (op === 'is') return cell === null || cell === undefined;
  if (cell === null || cell === undefined) return false;
  if (op === '=') return cell === value;
  if (op === '!=') return cell !== value;
  return Number(cell) > Number(value);
};

describe('demo seed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
    // A small parking demo keeps this file fast; seed-parking.test.ts checks the records themselves.
    expect((await seedDemoDataIfEmpty(app.db, undefined, { parking: { records: 2000 } })).seeded).toBe(true);
  });
  afterAll(async () => app.close());

  it('seeds only once and keeps what users changed', async () => {
    await app.db
      .updateTable('merchant')
      .set({ name: '用户改过的名字' })
      .where('merchant_no', '=', '300001')
      .execute();
    expect((await seedDemoDataIfEmpty(app.db)).seeded).toBe(false);
    const row = await app.db
      .selectFrom('merchant')
      .select('name')
      .where('merchant_no', '=', '300001')
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('用户改过的名字');
    // The sign-ins, and the partner's OKR team (sub-accounts without a password).
    expect((await app.db.selectFrom('manager').select('id').execute()).length).toBe(
      DEMO_ACCOUNTS.length + OKR_TEAM.length,
    );
  });

  it('lets every demo account sign in with the shared password, each with its own products', async () => {
    const products = new Map<string, string[]>();
    for (const demo of DEMO_ACCOUNTS) {
      const token = await signIn(app, demo.account, DEMO_PASSWORD);
      const who = (await app.inject({ url: '/api/merchant/manager/whoami', headers: bearer(token) })).json()
        .payload;
      expect(who.account).toBe(demo.account);
      expect(who.permission.length).toBeGreaterThan(0);
      products.set(demo.account, who.product);
    }
    expect(new Set([...products.values()].map((p) => p.join())).size).toBeGreaterThanOrEqual(5);
  });

  it('gives clerk exactly the parking-record list and the report centre, under merchant', async () => {
    const token = await signIn(app, 'clerk', DEMO_PASSWORD);
    const who = (await app.inject({ url: '/api/merchant/manager/whoami', headers: bearer(token) })).json()
      .payload;
    expect(who.permission.split(',').sort()).toEqual(['parking:record:list', 'universal:report:basic']);
    expect(who.merchant).toBe('300001');
    expect(who.is_main).toBe(0);
    expect(who.main_account_name).toBe('王芳');
  });

  it('brands localhost and partner.localhost differently', async () => {
    const summary = async (domain: string) =>
      (await app.inject({ url: `/api/merchant/app/rt/summary?domain=${domain}` })).json().payload;
    const main = await summary('localhost');
    const partner = await summary('partner.localhost');
    expect(main.app_id).toBe('app_console_main');
    expect(partner.app_id).toBe('app_partner_qianhai');
    expect(partner.metadata.STYLE_PRIMARY_COLOR).not.toBe(main.metadata.STYLE_PRIMARY_COLOR);
    expect(Object.keys(partner.metadata).sort()).toEqual([
      'IMAGE_FAVICON',
      'IMAGE_MENU_LOGO',
      'LINK_SUPPORT',
      'STYLE_MENU_TITLE',
      'STYLE_PRIMARY_COLOR',
      'TEXT_SITENAME',
    ]);
    expect(await summary('127.0.0.1:8080')).toMatchObject({ app_id: 'app_console_main' });
  });

  it('answers a summary without app_id for an unconfigured domain or a disabled app', async () => {
    expect(
      (await app.inject({ url: '/api/merchant/app/rt/summary?domain=unknown.example' })).json(),
    ).toMatchObject({
      code: 1001,
      payload: { metadata: {} },
    });
    await app.db
      .updateTable('runtime_app')
      .set({ status: 0 })
      .where('app_id', '=', 'app_partner_qianhai')
      .execute();
    const off = (await app.inject({ url: '/api/merchant/app/rt/summary?domain=partner.localhost' })).json()
      .payload;
    expect(off.app_id).toBeUndefined();
    await app.db
      .updateTable('runtime_app')
      .set({ status: 1 })
      .where('app_id', '=', 'app_partner_qianhai')
      .execute();
  });

  // A row written by hand leaves the fields it forgot empty; insertDemoRows fills each from its kind.
  it('fills every stored field of each seeded definition: required ones in every row, the rest in some', async () => {
    const seeded: AnyResource[] = [];
    const problems: string[] = [];
    for (const resource of allResources()) {
      if (isView(resource) || OWN_TABLES.has(resource.table)) continue;
      const rows = (
        (await app.db
          .selectFrom(resource.table as 'park')
          .selectAll()
          .execute()) as unknown as Record<string, unknown>[]
      ).filter((row) => (ROWS_OF[resource.key] ?? []).every((condition) => meets(row, condition)));
      if (rows.length === 0) continue;
      seeded.push(resource);
      for (const [name, def] of Object.entries(resource.fields)) {
        if (def.virtual) continue;
        const where = `${resource.key}.${name}`;
        if (def.required && rows.some((row) => blank(row[name])))
          problems.push(`${where} is required but empty`);
        const fills = fieldValue(def, 0) !== undefined && generated(name, def);
        if (!fills || EMPTY_BY_STATE[resource.key]?.includes(name)) continue;
        if (rows.every((row) => blank(row[name]))) problems.push(`${where} is empty in every demo row`);
      }
    }
    expect(problems).toEqual([]);
    // The demo seeds at least the parking-operations, network, merchant-admin and content tables.
    expect(seeded.length).toBeGreaterThan(25);
  });
});
