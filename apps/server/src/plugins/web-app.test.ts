import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';

const PAGE_SCRIPT = `console.log(${JSON.stringify('页面'.repeat(2000))});`;

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
    // A script the build wrote a brotli copy of (apps/web/vite.config.ts).
    fs.writeFileSync(path.join(webDist, 'assets', 'page-def456.js'), PAGE_SCRIPT);
    fs.writeFileSync(
      path.join(webDist, 'assets', 'page-def456.js.br'),
      zlib.brotliCompressSync(Buffer.from(PAGE_SCRIPT)),
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

  it('serves the build’s brotli copy to a browser accepting br, and compresses on the fly otherwise', async () => {
    const chromium = 'gzip, deflate, br, zstd';
    const br = await app.inject({ url: '/assets/page-def456.js', headers: { 'accept-encoding': chromium } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(PAGE_SCRIPT);

    const gzip = await app.inject({ url: '/assets/page-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(PAGE_SCRIPT);

    // No copy beside it: compressed on the fly, in the browser's preferred encoding.
    const other = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': chromium },
    });
    expect(other.headers['content-encoding']).not.toBe('br');
    expect(other.headers['content-encoding']).toBeDefined();
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
