import {
  appointedSpaceResource,
  fixedCarApplyResource,
  invoiceConfigResource,
  parkAclResource,
  passportResource,
  reservationResource,
  reserveAppealResource,
} from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertDemoRows } from './demo-rows.js';
import { personName } from './field-values.js';

const PLATES = [
  '粤B8K2M1',
  '粤B3Q7N5',
  '粤BD12345',
  '湘A6F9T2',
  '粤S2H8L6',
  '赣B5C3P7',
  '粤BF67890',
  '川A9R4E3',
];
const REASONS = ['到场时预约车位已被占用', '道闸未识别预约，按临停收费', '预约后 3 分钟取消仍被扣费'];
// Enough to make every screen look used without slowing the seed on a benchmark-sized park count.
const PARK_LIMIT = 12;

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/**
 * Demo rows of the parking-operations tables for the parks already seeded (it must run after the
 * parking seed in the same transaction): pending and reviewed fixed-car applications, reservations
 * with appointed spaces and appeals, passports, one access grant, invoice configs and settings.
 */
export async function seedParkingOperations(trx: Kysely<Database>, now: number): Promise<void> {
  const parks = await trx
    .selectFrom('park')
    .select(['id', 'merchant_id', 'name'])
    .orderBy('id')
    .limit(PARK_LIMIT)
    .execute();
  for (const [p, park] of parks.entries()) {
    const base = { merchant_id: park.merchant_id, park_id: park.id };
    const tag = `${park.id}`.padStart(4, '0');
    await insertDemoRows(
      trx,
      fixedCarApplyResource,
      [0, 1, 2].map((i) => ({
        ...base,
        apply_no: `A${now - i * 3600}${tag}${i}`,
        plate: pick(PLATES, p + i),
        plate_color: pick(PLATES, p + i).length === 8 ? 5 : 1,
        card_type: pick([1, 6, 5], i),
        quantity: pick([3, 1, 1], i),
        applicant_name: personName(p + i),
        remark: pick(['小区业主，长期停放', '公司员工通勤', '商铺租户'], i),
        // The third one was turned down already, so both states show; the others wait for review.
        status: i === 2 ? 2 : 0,
        reject_reason: i === 2 ? '车位已满，暂不开通' : null,
        auditor_name: i === 2 ? '王芳' : null,
        audit_time: i === 2 ? now - 1800 : 0,
        car_id: null,
        create_time: now - (i + 1) * 86_400,
      })),
      now,
    );
    await insertDemoRows(
      trx,
      appointedSpaceResource,
      [1, 2, 3, 4, 5, 6].map((n) => ({
        ...base,
        space_no: `B1-${String(n).padStart(3, '0')}`,
        zone: n <= 3 ? '负一层 A 区' : '负一层 B 区',
        // Space 2 is held for a car, 6 is out of service, the rest are free.
        plate: n === 2 ? pick(PLATES, p) : null,
        reserved_until: n === 2 ? now + 1200 : 0,
        status: n === 2 ? 2 : n === 6 ? 0 : 1,
      })),
      now,
    );
    const reservations = [0, 1, 2, 3, 4].map((i) => ({
      ...base,
      reserve_no: `Y${now - i * 7200}${tag}${i}`,
      plate: pick(PLATES, p + i),
      plate_color: pick(PLATES, p + i).length === 8 ? 5 : 1,
      space_no: `B1-${String((i % 6) + 1).padStart(3, '0')}`,
      reserve_time: now - i * 7200,
      arrive_deadline: now - i * 7200 + 1800,
      arrive_time: i === 1 || i === 4 ? now - i * 7200 + 900 : 0,
      // The fee an appeal below asks back.
      fee: 500,
      status: pick([0, 1, 2, 3, 1], i),
    }));
    const reserved = await insertDemoRows(trx, reservationResource, reservations, now);
    await insertDemoRows(
      trx,
      reserveAppealResource,
      [0, 1].map((i) => ({
        ...base,
        reservation_id: reserved[i + 2] ?? 0,
        reserve_no: reservations[i + 2]?.reserve_no ?? '',
        plate: reservations[i + 2]?.plate ?? '',
        reason: pick(REASONS, p + i),
        amount: 500,
        // Waiting for review: nobody has answered yet.
        status: 0,
        audit_remark: '',
        auditor_name: '',
        audit_time: 0,
      })),
      now,
    );
    await insertDemoRows(
      trx,
      passportResource,
      [0, 1].map((i) => ({
        ...base,
        passport_no: `TX${now - i * 86_400}${tag}${i}`,
        holder_name: personName(p + i + 3),
        vehicle_desc: pick(['白色新车（未上牌）', '临时牌照 粤B·临1234'], i),
        start_time: now - i * 86_400,
        end_time: now + (30 - i * 20) * 86_400,
        status: 1,
      })),
      now,
    );
    await insertDemoRows(
      trx,
      invoiceConfigResource,
      [
        {
          ...base,
          business: 'parking_cashier',
          invoice_kind: 1,
          goods_name: '*经营租赁*停车费',
          tax_code: '3040502020200000000',
          tax_rate: 9,
          seller_name: `${park.name}管理有限公司`.slice(0, 64),
          seller_tax_no: `91440300MA5F${tag}X`.slice(0, 20),
          max_amount: 1_000_000,
          auto_issue: 1,
          status: 1,
        },
      ],
      now,
    );
    if (p === 0) {
      await insertDemoRows(
        trx,
        parkAclResource,
        [
          {
            ...base,
            grantee_kind: 2,
            grantee_no: 'wx5f3a9c21d8e4',
            grantee_name: '城市智慧停车小程序',
            scopes: 'in_parking,order,reserve',
            expire_time: now + 365 * 86_400,
            status: 1,
            remark: '车位余量与预约对接',
          },
        ],
        now,
      );
    }
  }
}
