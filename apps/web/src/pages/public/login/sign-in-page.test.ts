import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noteSessionExpired } from '../../../lib/session-expired';
import { envelope, installFakeApi, jsonResponse } from '../../../test/fake-api';

// The page as the server sends it: the form is in the document before any script runs.
const html = readFileSync(path.resolve(import.meta.dirname, '../../../../index.html'), 'utf8');
const body = /<body>([\s\S]*)<\/body>/.exec(html)![1]!;

const SUMMARY = {
  app_id: 'app_partner',
  metadata: { TEXT_SITENAME: '前海智行服务商平台', STYLE_PRIMARY_COLOR: '#13a8a8' },
};

// A real ALTCHA challenge with a small search space: the page finds 7 by itself.
const CHALLENGE = {
  enabled: true,
  captcha_id: 'c1',
  algorithm: 'SHA-256',
  salt: 'salt-',
  challenge: createHash('sha256').update('salt-7').digest('hex'),
  maxnumber: 100,
};

async function openSignInPage(handlers: Parameters<typeof installFakeApi>[0]) {
  const server = installFakeApi({
    'GET /api/merchant/app/rt/summary': () => SUMMARY,
    'GET /api/captcha': () => CHALLENGE,
    ...handlers,
  });
  document.body.innerHTML = body;
  vi.resetModules();
  await import('./sign-in-page');
  return { server, user: userEvent.setup() };
}

describe('the plain sign-in page', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'accessToken=; max-age=0; path=/';
  });

  it('applies the domain’s branding and passes the proof-of-work check by itself', async () => {
    await openSignInPage({});
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('前海智行服务商平台'));
    expect(document.title).toBe('前海智行服务商平台');
    // The partner's teal, darkened until it reads (readable-colour.ts).
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#0e7979');
    expect((await screen.findByText('已通过人机验证')).getAttribute('role')).toBe('status');
  });

  it('says 登录信息已过期 once when the console sent the user here for an expired session', async () => {
    noteSessionExpired();
    await openSignInPage({});
    expect(screen.getByRole('alert').textContent).toBe('登录信息已过期，请重新登录');
    // A reload of the sign-in page is quiet again.
    await openSignInPage({});
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for every field before sending anything', async () => {
    const { server, user } = await openSignInPage({});
    await screen.findByText('已通过人机验证');
    await user.type(screen.getByLabelText('账号'), '   ');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByLabelText('账号').getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('POST', '/api/login')).toHaveLength(0);
  });

  it('sends the sealed sign-in with the solved challenge, shows a lockout and fetches a fresh one', async () => {
    const { server, user } = await openSignInPage({
      'POST /api/login': () =>
        jsonResponse(429, envelope(undefined, 1429, '登录失败次数过多，请 15 分钟后再试')),
    });
    await screen.findByText('已通过人机验证');
    await user.type(screen.getByLabelText('账号'), ' merchant ');
    await user.type(screen.getByLabelText('密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect((await screen.findByRole('alert')).textContent).toContain('登录失败次数过多，请 15 分钟后再试');
    const [login] = server.callsTo('POST', '/api/login');
    expect(login!.sealed).toBe(true);
    expect(login!.body).toEqual({
      account: 'merchant',
      password: 'wrong',
      captcha_id: 'c1',
      captcha: '7',
    });
    await waitFor(() => expect(server.callsTo('GET', '/api/captcha')).toHaveLength(2));
    await screen.findByText('已通过人机验证');
    expect(screen.getByRole('button', { name: '登录' }).hasAttribute('disabled')).toBe(false);
  });

  it('sends a domain without an application to 应用配置缺失, without the form', async () => {
    await openSignInPage({ 'GET /api/merchant/app/rt/summary': () => ({ metadata: {} }) });
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('应用配置缺失'));
    expect(screen.queryByRole('form', { name: '登录' })).toBeNull();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});
