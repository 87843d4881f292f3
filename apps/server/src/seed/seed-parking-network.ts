import {
  agentResource,
  cityResource,
  collectionResource,
  customerSetResource,
  energyCustomerSetResource,
  profitPolicyResource,
  softwareResource,
} from '@console/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertDemoRows } from './demo-rows.js';

type Trx = Transaction<Database>;

/**
 * Demo rows of the parking network for the demo partner: the cities it serves, lots its field staff
 * collected (four waiting for audit, one rejected), the parking software it supports, one package
 * and a profit policy for each of its parking merchants, and gate terminals of their parks (when
 * parks have been seeded before this runs).
 */
export async function seedParkingNetwork(trx: Trx, partnerId: number, now: number): Promise<void> {
  const cities: [string, string, string, number][] = [
    ['深圳市', '440300', '广东省', 1],
    ['广州市', '440100', '广东省', 2],
    ['杭州市', '330100', '浙江省', 3],
    ['成都市', '510100', '四川省', 4],
  ];
  await insertDemoRows(
    trx,
    cityResource,
    cities.map(([name, area_code, province, sort_no]) => ({
      merchant_id: partnerId,
      name,
      area_code,
      province,
      sort_no,
      status: 1,
    })),
    now,
  );

  const lots: [string, string, string, string, number, string, number][] = [
    [
      '科兴科学园停车场',
      '440305',
      '深圳市南山区科苑路15号科兴科学园',
      '22.548857,113.943489',
      860,
      '李明',
      0,
    ],
    ['车公庙地铁站P+R停车场', '440304', '深圳市福田区深南大道7008号', '22.535012,114.025661', 320, '李明', 0],
    ['天河城西门停车场', '440106', '广州市天河区天河路208号', '23.132431,113.323856', 540, '黄晓东', 0],
    ['西溪湿地东区停车场', '330106', '杭州市西湖区天目山路518号', '30.270855,120.080245', 410, '陈静', 0],
    ['华强北临时停车场', '440304', '深圳市福田区华强北路1002号', '22.543097,114.082367', 60, '李明', 2],
  ];
  let hoursAgo = 2;
  for (const [name, area_code, address, location, total_spaces, collector_name, status] of lots) {
    hoursAgo += 7;
    // No park yet: one is created only when a collection is approved.
    const review =
      status === 2
        ? { audit_reason: '现场为临时占道停车，无经营许可', auditor_name: '陈立', audit_time: now - 3600 }
        : { audit_reason: null, auditor_name: null, audit_time: 0 };
    await insertDemoRows(
      trx,
      collectionResource,
      [
        {
          merchant_id: partnerId,
          name,
          area_code,
          address,
          location,
          total_spaces,
          collector_name,
          collect_time: now - hoursAgo * 3600,
          status,
          park_id: null,
          ...review,
        },
      ],
      now,
    );
  }

  const software: [string, string, string, string][] = [
    ['捷顺云停车', '深圳市捷顺科技实业股份有限公司', 'V6.2.1', 'http'],
    ['科拓智慧停车', '厦门科拓通讯技术股份有限公司', 'V4.8.0', 'mqtt'],
    ['立方停车管理系统', '安徽清新互联信息科技有限公司', 'V3.5.2', 'tcp'],
  ];
  const softwareIds = await insertDemoRows(
    trx,
    softwareResource,
    software.map(([name, vendor, version, protocol]) => ({
      merchant_id: partnerId,
      name,
      vendor,
      version,
      protocol,
      status: 1,
    })),
    now,
  );

  // 能源服务商's 客户软件: a charging-operation package for each merchant holding the energy product.
  const energyCustomers = await trx
    .selectFrom('merchant')
    .innerJoin('merchant_product', 'merchant_product.merchant_id', 'merchant.id')
    .select('merchant.id')
    .where('merchant.parent_id', '=', partnerId)
    .where('merchant.kind', '=', 'merchant')
    .where('merchant_product.product', '=', 'energy')
    .execute();
  for (const customer of energyCustomers) {
    const customerId = Number(customer.id);
    await insertDemoRows(
      trx,
      energyCustomerSetResource,
      [
        {
          merchant_id: customerId,
          product: 'energy',
          customer_id: customerId,
          name: '充电运营管理版（年付）',
          software_id: softwareIds[0]!,
          park_quota: 3,
          price: 680_000,
          start_time: now - 60 * 86400,
          end_time: now + 305 * 86400,
          status: 1,
        },
      ],
      now,
    );
  }

  const customers = await trx
    .selectFrom('merchant')
    .innerJoin('merchant_product', 'merchant_product.merchant_id', 'merchant.id')
    .select('merchant.id')
    .where('merchant.parent_id', '=', partnerId)
    .where('merchant.kind', '=', 'merchant')
    .where('merchant_product.product', '=', 'parking')
    .execute();
  for (const [index, customer] of customers.entries()) {
    const customerId = Number(customer.id);
    await insertDemoRows(
      trx,
      customerSetResource,
      [
        {
          merchant_id: customerId,
          customer_id: customerId,
          name: '智慧停车标准版（年付）',
          software_id: softwareIds[index % softwareIds.length]!,
          park_quota: 5,
          price: 1_280_000,
          start_time: now - 30 * 86400,
          end_time: now + 335 * 86400,
          status: 1,
        },
      ],
      now,
    );
    await insertDemoRows(
      trx,
      profitPolicyResource,
      [
        {
          merchant_id: customerId,
          customer_id: customerId,
          partner_rate: 1500,
          settle_cycle: 3,
          min_settle_amount: 10_000,
          status: 1,
        },
      ],
      now,
    );
    const parks = await trx.selectFrom('park').select('id').where('merchant_id', '=', customerId).execute();
    for (const park of parks) {
      const parkId = Number(park.id);
      // Two cameras beating in the last minute and a display silent for two hours (offline).
      const agents = [
        [1, '入口抓拍相机', '1号入口', 20],
        [2, '出口抓拍相机', '1号出口', 45],
        [3, '出口余位显示屏', '1号出口', 7200],
      ] as const;
      await insertDemoRows(
        trx,
        agentResource,
        agents.map(([kind, name, gate, beat]) => ({
          merchant_id: customerId,
          park_id: parkId,
          device_sn: `JS${String(parkId).padStart(5, '0')}${kind}`,
          name,
          gate_name: gate,
          kind,
          last_heartbeat: now - beat,
          ip: `192.168.${parkId % 250}.${10 + kind}`,
        })),
        now,
      );
      await trx
        .insertInto('park_software_install')
        .values({
          merchant_id: customerId,
          park_id: parkId,
          software_id: softwareIds[0]!,
          install_time: now - 60 * 86400,
          update_time: now - 60 * 86400,
        })
        .execute();
    }
  }
}
