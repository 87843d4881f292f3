import { groupPackageResource, groupWhitelistResource } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { renewGroupCard, sellCardOn, writeWhitelistLots } from '../modules/group/index.js';
import { insertDemoRow } from './demo-rows.js';
import { seededOrderNo } from './parking/stay-writer.js';

type Db = Kysely<Database>;

const DAY_S = 86_400;
/** The demo group (account `group`) and its lots, by name (parking/catalogue.ts). */
const GROUP_NO = '400001';
const TOWER = '华润大厦停车场';
const CITY = '华润城万象天地停车场';
const BAY = '深圳湾万象城停车场';

/** 月卡套餐: card type (1 月, 6 季, 7 半年, 5 年), price per unit in fen, lots; the last one no longer sells. */
const PACKAGES = [
  {
    name: '华润三场通用月卡',
    card_type: 1,
    unit_price: 60_000,
    lots: [TOWER, CITY, BAY],
    remark: '集团员工及租户通用',
  },
  { name: '万象双场季卡', card_type: 6, unit_price: 160_000, lots: [CITY, BAY], remark: null },
  { name: '华润大厦半年卡', card_type: 7, unit_price: 300_000, lots: [TOWER, CITY], remark: null },
  { name: '旧版写字楼月卡', card_type: 1, unit_price: 45_000, lots: [TOWER], remark: '已停售', status: 0 },
] as const;

/**
 * Cards sold on the packages, each sold `soldDaysAgo` with `units`, then renewed at the days and units
 * given. 粤B6G881 is the browser test's card: valid at all three lots (华润三场通用月卡).
 */
const CARDS = [
  {
    plate: '粤B6G881',
    pkg: 0,
    owner: '赵敏',
    mobile: '13800138003',
    soldDaysAgo: 95,
    units: 1,
    renewals: [
      [64, 1],
      [33, 2],
    ],
  },
  {
    plate: '粤B2J715',
    pkg: 0,
    owner: '钱伟',
    mobile: '13912340021',
    soldDaysAgo: 40,
    units: 3,
    renewals: [],
  },
  {
    plate: '粤B8K302',
    pkg: 1,
    owner: '孙丽',
    mobile: '13712340032',
    soldDaysAgo: 120,
    units: 1,
    renewals: [[30, 1]],
  },
  {
    plate: '粤B5M906',
    pkg: 1,
    owner: '李娜',
    mobile: '13612340043',
    soldDaysAgo: 200,
    units: 1,
    renewals: [],
    remark: '已过期未续费',
  },
  {
    plate: '粤B3N218',
    pkg: 2,
    owner: '周杰',
    mobile: '13512340054',
    soldDaysAgo: 150,
    units: 1,
    renewals: [[10, 1]],
  },
  {
    plate: '粤B7P433',
    pkg: 0,
    owner: '吴芳',
    mobile: '13812340065',
    soldDaysAgo: 12,
    units: 1,
    renewals: [],
  },
] as const;

const WHITELIST = [
  { plate: '粤B0W001', owner: '集团行政车', lots: [TOWER, CITY, BAY], days: 365, remark: '集团公务用车' },
  { plate: '粤B0W002', owner: '王总', lots: [TOWER], days: 180, remark: null },
  { plate: '粤B0W003', owner: '消防巡检', lots: [CITY, BAY], days: 90, remark: '消防检查车辆' },
] as const;

/**
 * Demo 停车集团 fixed cars, after the parking seed: packages over the group's lots, cards sold and
 * renewed through the same service as 办理月卡 and 续费 (so each card's lots, 续费记录 and 月卡订单
 * agree), and whitelist entries written at their lots as 新增 writes them. Deterministic from `now`.
 */
export async function seedGroupCars(db: Db, now: number): Promise<void> {
  const group = await db
    .selectFrom('merchant')
    .select('id')
    .where('merchant_no', '=', GROUP_NO)
    .executeTakeFirst();
  if (!group) return;
  const groupId = Number(group.id);
  const parks = await db
    .selectFrom('park')
    .select(['id', 'name'])
    .where('merchant_id', '=', groupId)
    .execute();
  const parkOf = new Map(parks.map((p) => [p.name, Number(p.id)]));
  if (![TOWER, CITY, BAY].every((name) => parkOf.has(name))) return;
  const idsOf = (names: readonly string[]) => names.map((name) => parkOf.get(name)!);

  const packageIds: number[] = [];
  for (const [i, pkg] of PACKAGES.entries()) {
    const created = now - (220 - i) * DAY_S;
    const id = await insertDemoRow(
      db,
      groupPackageResource,
      {
        merchant_id: groupId,
        name: pkg.name,
        card_type: pkg.card_type,
        unit_price: pkg.unit_price,
        status: 'status' in pkg ? pkg.status : 1,
        remark: pkg.remark,
        create_time: created,
        update_time: created,
      },
      now,
    );
    await db
      .insertInto('group_package_park')
      .values(idsOf(pkg.lots).map((park_id) => ({ package_id: id, park_id })))
      .execute();
    packageIds.push(id);
  }

  let seq = 0;
  const orderNo = (at: number) => seededOrderNo('R', at, 90_000_000 + (seq += 1));
  for (const [i, card] of CARDS.entries()) {
    const soldAt = now - card.soldDaysAgo * DAY_S;
    const payment = { pay_type: i % 2 === 0 ? 2 : 1, pay_mode: i % 2 === 0 ? 1 : 0 };
    const sold = await sellCardOn(db, {
      packageId: packageIds[card.pkg]!,
      plate: card.plate,
      plate_color: 1,
      owner_name: card.owner,
      owner_mobile: card.mobile,
      units: card.units,
      payment,
      now: soldAt,
      cardNo: `GK${String(groupId).padStart(6, '0')}${String(i + 1).padStart(4, '0')}`,
      orderNo: orderNo(soldAt),
      remark: 'remark' in card ? card.remark : null,
    });
    for (const [daysAgo, units] of card.renewals) {
      const at = now - daysAgo * DAY_S;
      await renewGroupCard(db, { cardId: sold.card_id, units, payment, now: at, orderNo: orderNo(at) });
    }
  }

  for (const [i, entry] of WHITELIST.entries()) {
    const created = now - (30 + i * 7) * DAY_S;
    const values = {
      merchant_id: groupId,
      plate: entry.plate,
      plate_color: 1,
      owner_name: entry.owner,
      owner_mobile: `1380013810${i}`,
      start_time: created,
      end_time: created + entry.days * DAY_S,
      status: 1,
      remark: entry.remark,
      create_time: created,
      update_time: created,
    };
    const id = await insertDemoRow(db, groupWhitelistResource, values, now);
    const lots = idsOf(entry.lots).map((parkId) => ({ id: parkId, name: '', merchant_id: groupId }));
    await writeWhitelistLots(db, { ...values, id }, lots, created);
  }
}
