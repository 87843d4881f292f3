import {
  fixedCarApplyResource,
  invoiceConfigResource,
  parkAclResource,
  subAccountResource,
  validateInput,
} from '@console/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createFixtureAccount } from './account-fixture.js';
import { createPark } from './parking-fixture.js';
import { insertRow, rowFor } from './row-for.js';
import { createTestApp } from './test-app.js';

describe('rowFor', () => {
  it('fills every required field with a value its definition accepts', () => {
    const row = rowFor(invoiceConfigResource, { park_id: 1 });
    expect(validateInput(invoiceConfigResource, row, 'create')).toEqual([]);
    const account = rowFor(subAccountResource, { role_ids: [] });
    expect(account.password).toBeUndefined();
    expect(account.mobile).toBeUndefined();
  });

  it('keeps the overrides and gives each row its own text', () => {
    const first = rowFor(parkAclResource, { park_id: 1, scopes: 'order' });
    const second = rowFor(parkAclResource, { park_id: 1, scopes: 'order' });
    expect(first.scopes).toBe('order');
    expect(first.grantee_name).not.toBe(second.grantee_name);
  });

  it('refuses to guess a required reference', () => {
    expect(() => rowFor(invoiceConfigResource)).toThrow(/park_id/);
  });
});

describe('insertRow', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('fills the columns the table cannot leave empty and the owner from the park', async () => {
    const { merchantId } = await createFixtureAccount(app, { permissions: [] });
    const parkId = await createPark(app.db, merchantId);
    const id = await insertRow(app.db, fixedCarApplyResource, { park_id: parkId, status: 0 });
    const row = await app.db
      .selectFrom('fixed_car_apply')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(row.merchant_id)).toBe(merchantId);
    expect(row.status).toBe(0);
    expect(row.plate).toMatch(/^[粤湘赣][A-Z]\d{5}$/);
    expect(row.applicant_mobile).toMatch(/^1\d{10}$/);
  });
});
