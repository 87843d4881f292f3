import { chargeRuleResource, parkResource } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { DEMO_GRANTS } from '../demo-accounts.js';
import { insertDemoRow, insertDemoRows } from '../demo-rows.js';
import { createTenant } from '../tenant-builder.js';
import { CLERK_PARK_KEY, DEMO_PARTNERS, type DemoRule } from './catalogue.js';
import { demoParkUuid } from './park-context.js';

type Db = Kysely<Database>;

async function tenantByNo(db: Db, merchantNo: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('merchant')
    .select('id')
    .where('merchant_no', '=', merchantNo)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

function ruleRow(merchantId: number, parkId: number, rule: DemoRule, status: number, at: number) {
  return {
    merchant_id: merchantId,
    park_id: parkId,
    car_type: 1,
    status,
    create_time: at,
    update_time: at,
    ...rule,
  };
}

/**
 * The partners, merchants, parks and charge rules of the parking demo. The demo partner and merchant
 * exist already (seed-demo.ts); the two other partners and every other merchant are created here
 * the way the product creates tenants. Returns park ids by catalogue key.
 */
export async function seedParks(db: Db, platformId: number, now: number): Promise<Map<string, number>> {
  const parkIds = new Map<string, number>();
  let opened = now - 400 * 86_400; // parks went live over the last year or so
  for (const partner of DEMO_PARTNERS) {
    const partnerId =
      (await tenantByNo(db, partner.merchantNo)) ??
      (
        await createTenant(
          db,
          {
            merchantNo: partner.merchantNo,
            name: partner.name,
            kind: 'partner',
            parentId: platformId,
            products: DEMO_GRANTS.partner.products,
            contactName: partner.contactName,
            contactMobile: partner.contactMobile,
          },
          now,
        )
      ).id;
    for (const merchant of partner.merchants) {
      const merchantId =
        (await tenantByNo(db, merchant.merchantNo)) ??
        (
          await createTenant(
            db,
            {
              merchantNo: merchant.merchantNo,
              name: merchant.name,
              kind: 'merchant',
              parentId: partnerId,
              products: DEMO_GRANTS.merchant.products,
              contactName: merchant.contactName,
              contactMobile: merchant.contactMobile,
            },
            now,
          )
        ).id;
      for (const park of merchant.parks) {
        opened += 17 * 86_400;
        const parkId = await insertDemoRow(
          db,
          parkResource,
          {
            merchant_id: merchantId,
            g_park_uuid: demoParkUuid(park.key),
            name: park.name,
            area_code: park.area_code,
            address: park.address,
            location: park.location,
            total_spaces: park.total_spaces,
            charge_mode: park.charge_mode,
            contact_name: park.contact_name,
            contact_mobile: park.contact_mobile,
            status: 1,
            create_time: opened,
            update_time: opened,
          },
          opened,
        );
        parkIds.set(park.key, parkId);
        const rules = [ruleRow(merchantId, parkId, park.rule, 1, opened + 3600)];
        if (park.oldRule) rules.unshift(ruleRow(merchantId, parkId, park.oldRule, 0, opened));
        await insertDemoRows(db, chargeRuleResource, rules, opened);
      }
    }
  }
  return parkIds;
}

/** Limits the demo clerk's role (收费员 of merchant 300001) to one park through role_park. */
export async function limitClerkToOnePark(db: Db, parkIds: Map<string, number>): Promise<void> {
  const role = await db
    .selectFrom('role')
    .innerJoin('merchant', 'merchant.id', 'role.merchant_id')
    .select('role.id')
    .where('merchant.merchant_no', '=', '300001')
    .where('role.name', '=', '收费员')
    .executeTakeFirst();
  const parkId = parkIds.get(CLERK_PARK_KEY);
  if (role && parkId)
    await db
      .insertInto('role_park')
      .values({ role_id: Number(role.id), park_id: parkId })
      .execute();
}
