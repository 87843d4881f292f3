import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineClient } from '../../../test/engine-client.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../../test/tenant-tree.js';
import { ACCOUNT, balanceOf, unbalancedEntries } from '../../settlement/index.js';
import { postWalletRecharge } from './wallet-recharge-routes.js';

const CODES = [
  'account:wallet:view',
  'account:wallet:recharge',
  'wallet:recharge:list',
  'wallet:recharge:audit',
];

describe('钱包充值：申请、审核与记账', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let requests: ReturnType<typeof engineClient>;
  let audit: ReturnType<typeof engineClient>;
  const count = async (table: 'wallet_recharge' | 'ledger_entry' | 'wallet_transaction') =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const walletBalance = async (merchantId: number) =>
    Number(
      (
        await app.db
          .selectFrom('wallet')
          .select('balance')
          .where('merchant_id', '=', merchantId)
          .executeTakeFirst()
      )?.balance ?? 0,
    );
  const ask = async (token: string, amount: number) => {
    const res = await requests.create(token, { amount, remark: '对公转账充值' });
    expect(res.json().code).toBe(1001);
    return Number(res.json().payload.id);
  };

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, CODES);
    requests = engineClient(app, 'account/wallet/recharge');
    audit = engineClient(app, 'base/services/wallet/recharge');
    // A fresh database per file: on PostgreSQL beside other test files migrating takes a while.
  }, 120_000);
  afterAll(async () => app.close());

  it('takes a merchant request as 待审核, refuses a bad amount, and shows each merchant only its own', async () => {
    const bad = await requests.create(tree.merchant.token, { amount: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(1400);
    expect(await count('wallet_recharge')).toBe(0);

    const id = await ask(tree.merchant.token, 50_000);
    await ask(tree.sibling.token, 20_000);
    const own = (await requests.list(tree.merchant.token)).json().payload.row;
    expect(own).toEqual([expect.objectContaining({ id, amount: 50_000, status: 0 })]);
    expect(own[0].recharge_no).toMatch(/^CZ\d{16}$/);
    expect((await requests.detail(tree.sibling.token, id)).statusCode).toBe(404);
    // The platform sees all; another partner none of them.
    expect((await audit.list(tree.platform.token)).json().payload.paging_header.total_count).toBe(2);
    expect((await audit.list(tree.otherPartner.token)).json().payload.row).toEqual([]);
  });

  it('lets only the platform review; a rejection needs a reason and posts nothing', async () => {
    const id = await ask(tree.merchant.token, 30_000);
    const byPartner = await audit.action(tree.partner.token, 'approve', { id });
    expect(byPartner.statusCode).toBe(403);
    const noReason = await audit.action(tree.platform.token, 'reject', { id });
    expect(noReason.json().code).toBe(1400);
    const entries = await count('ledger_entry');
    const rejected = await audit.action(tree.platform.token, 'reject', {
      id,
      reject_reason: '未查询到转账记录',
    });
    expect(rejected.json().code).toBeLessThan(1003);
    expect((await requests.detail(tree.merchant.token, id)).json().payload).toMatchObject({
      status: -1,
      reject_reason: '未查询到转账记录',
    });
    expect(await count('ledger_entry')).toBe(entries);
    expect((await audit.action(tree.platform.token, 'approve', { id })).json().code).toBe(1409);
  });

  it('posts an approval once to a balanced journal and the wallet, however often it is approved', async () => {
    const id = await ask(tree.merchant.token, 88_800);
    const before = await walletBalance(tree.merchant.merchantId);
    const entries = await count('ledger_entry');
    const moves = await count('wallet_transaction');

    const [first, second] = await Promise.all([
      audit.action(tree.platform.token, 'approve', { id }),
      audit.action(tree.platform.token, 'approve', { id }),
    ]);
    const codes = [first.json().code, second.json().code].sort();
    expect(codes[0]).toBeLessThan(1003);
    expect(codes[1]).toBe(1409);
    const third = await audit.action(tree.platform.token, 'approve', { id });
    expect(third.json().code).toBe(1409);

    expect(await count('ledger_entry')).toBe(entries + 1);
    expect(await count('wallet_transaction')).toBe(moves + 1);
    expect(await walletBalance(tree.merchant.merchantId)).toBe(before + 88_800);
    expect(await balanceOf(app.db, tree.merchant.merchantId, ACCOUNT.wallet)).toBe(-88_800);
    expect(await unbalancedEntries(app.db)).toEqual([]);
    const row = await app.db
      .selectFrom('wallet_recharge')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 1, auditor_name: expect.any(String) });
    expect(row.entry_id).not.toBeNull();

    // Posting the same request again (a retried job, a second path) changes nothing.
    const again = await postWalletRecharge(
      app.db,
      { id, merchant_id: tree.merchant.merchantId, recharge_no: row.recharge_no, amount: 88_800 },
      Math.floor(Date.now() / 1000),
    );
    expect(again).toBe(false);
    expect(await walletBalance(tree.merchant.merchantId)).toBe(before + 88_800);
  });
});
