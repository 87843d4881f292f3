import { endUserPaymentView, endUserView, terminalView } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../lib/clock.js';
import { recordTrade } from '../modules/settlement/index.js';
import { createPark } from './parking-fixture.js';
import type { TreeMember } from './tenant-tree.js';

let serial = 0;

/** Rows of the base-services views (用户, 支付记录, 终端) for the generated endpoint test. */
export function baseServicesViewRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<{ key: number | string; query: string }>> {
  // A channel payment of a plate at a new lot of the owner: the payer and the trade.
  const payment = async (owner: TreeMember) => {
    serial += 1;
    const plate = `粤V${String(serial).padStart(5, '0')}`;
    const id = 800_000 + serial;
    const tradeId = await recordTrade(app.db, 'payment_order', {
      id,
      merchant_id: owner.merchantId,
      park_id: await createPark(app.db, owner.merchantId),
      order_no: `P8${String(id).padStart(11, '0')}`,
      plate,
      business: 'parking_cashier',
      pay_type: 2,
      pay_mode: 3,
      paid_amount: 1000,
      pay_time: nowSeconds(),
    });
    return { plate, tradeId: tradeId! };
  };
  return {
    [endUserView.key]: async (owner) => {
      const { plate } = await payment(owner);
      return { key: `${owner.merchantId}:${plate}`, query: `identity=${encodeURIComponent(plate)}` };
    },
    [endUserPaymentView.key]: async (owner) => {
      const { tradeId } = await payment(owner);
      return { key: String(tradeId), query: `trade_id=${tradeId}` };
    },
    [terminalView.key]: async (owner) => {
      serial += 1;
      const parkId = await createPark(app.db, owner.merchantId);
      const row = await app.db
        .insertInto('park_agent')
        .values({
          merchant_id: owner.merchantId,
          park_id: parkId,
          device_sn: `EP${process.pid}${serial}`,
          name: '入口相机',
          gate_name: '1号入口',
          kind: 1,
          last_heartbeat: nowSeconds(),
          ip: null,
          firmware: null,
          remark: null,
          create_time: nowSeconds(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { key: `park:${row.id}`, query: `source=park&device_id=${row.id}` };
    },
  };
}
