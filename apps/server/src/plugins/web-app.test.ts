import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';

describe('serving the web app', () => {
  let app: FastifyInstance;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><form aria-label="登录">商户管理平台</form>',
    );
    fs.writeFileSync(path.join(webDist, 'console.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(
      path.join(webDist, 'assets', 'app-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    app = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the sign-in document at / without caching it', async () => {
    for (const url of ['/', '/?redirect=%2Fparking%2Frecord%2Flist']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('aria-label="登录"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the console document, not the sign-in card, for client-side routes', async () => {
    const res = await app.inject({ url: '/parking/record/list?page=2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
    expect(res.body).not.toContain('登录');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('keeps unknown /api paths and missing files as JSON 404s', async () => {
    for (const url of ['/api/unknown', '/assets/missing.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(2404);
    }
  });

  it('sends the full security headers on documents and API answers', async () => {
    for (const url of ['/', '/parking/record/list', '/api/health', '/api/unknown']) {
      const res = await app.inject({ url });
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-frame-options'], url).toBeDefined();
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('keeps static assets lean: nosniff and CORP only', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'x-seqno']) {
      expect(res.headers[name], name).toBeUndefined();
    }
  });
});
