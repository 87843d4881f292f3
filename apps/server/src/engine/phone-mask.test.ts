import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixtureAccount, signIn } from '../test/account-fixture.js';
import { engineClient } from '../test/engine-client.js';
import { createTestApp } from '../test/test-app.js';

const MOBILE = '13912345678';
const MASKED = '139****5678';

/**
 * Spec 01 §5, issue 14: a phone number leaves the server masked unless the caller may edit it (the
 * edit form is the one place it shows in full); an empty number stays empty.
 */
describe('phone numbers by who reads them', () => {
  let app: FastifyInstance;
  let editor: string;
  let reader: string;
  let subAccountId: number;
  const accounts = () => engineClient(app, 'account/sub-account');
  const info = async (token: string) =>
    (await app.inject({ url: '/api/account/info/detail', headers: bearer(token) })).json().payload;

  beforeAll(async () => {
    app = await createTestApp();
    const main = await createFixtureAccount(app, {
      permissions: [
        'account:sub-account:list',
        'account:sub-account:create',
        'account:sub-account:update',
        'account:info:view',
        'account:info:update',
      ],
    });
    editor = await signIn(app, main.account, main.password);
    await app.db
      .updateTable('merchant')
      .set({ contact_mobile: MOBILE })
      .where('id', '=', main.merchantId)
      .execute();
    const created = await accounts().create(editor, {
      account: `masked${process.pid}`,
      name: '赵六',
      mobile: MOBILE,
      password: 'Abcd1234!',
      role_ids: [],
    });
    subAccountId = created.json().payload.id as number;
    // A reader of the same merchant: may list sub-accounts and read 商户信息, may edit neither.
    const readerRole = await app.db
      .insertInto('role')
      .values({ merchant_id: main.merchantId, name: '只读', create_time: 0, update_time: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('role_permission')
      .values(
        ['account:sub-account:list', 'account:info:view'].map((permission) => ({
          role_id: Number(readerRole.id),
          permission,
        })),
      )
      .execute();
    const readerAccount = `reader${process.pid}`;
    const made = await accounts().create(editor, {
      account: readerAccount,
      name: '钱七',
      password: 'Abcd1234!',
      role_ids: [Number(readerRole.id)],
    });
    expect(made.json().code).toBe(1001);
    reader = await signIn(app, readerAccount, 'Abcd1234!');
  });
  afterAll(async () => app.close());

  it('masks the sub-account list and detail for a reader who may not edit', async () => {
    const row = (await accounts().list(reader))
      .json()
      .payload.row.find((r: { id: number }) => r.id === subAccountId);
    expect(row.mobile).toBe(MASKED);
    expect((await accounts().detail(reader, subAccountId)).json().payload.mobile).toBe(MASKED);
  });

  it('sends the number in full to an account that may edit it (its edit form shows it)', async () => {
    expect((await accounts().detail(editor, subAccountId)).json().payload.mobile).toBe(MOBILE);
  });

  it('leaves an empty number empty', async () => {
    const rows = (await accounts().list(reader)).json().payload.row as { account: string; mobile: unknown }[];
    const reading = rows.find((row) => row.account.startsWith('reader'));
    expect(reading?.mobile ?? null).toBeNull();
  });

  it('masks 商户信息 unless the caller may update it', async () => {
    expect((await info(reader)).contact_mobile).toBe(MASKED);
    expect((await info(editor)).contact_mobile).toBe(MOBILE);
  });
});
