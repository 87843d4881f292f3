import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';

describe('GET /api/health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('answers the database kind and version without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(1001);
    expect(body.payload).toEqual({
      db: process.env.TEST_DB_DIALECT === 'postgres' ? 'postgres' : 'sqlite',
      version: '0.1.0',
    });
    expect(body.seqno).toBe(res.headers['x-seqno']);
  });

  it('gives every request its own seqno', async () => {
    const a = (await app.inject({ url: '/api/health' })).json().seqno;
    const b = (await app.inject({ url: '/api/health' })).json().seqno;
    expect(a).not.toBe(b);
  });
});
