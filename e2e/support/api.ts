import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { DEMO_PASSWORD } from './sign-in';

/** A demo account's access token through the real sign-in endpoint (captcha is off in the test server). */
export async function apiToken(api: APIRequestContext, account: string): Promise<string> {
  const body = await (await api.post('/api/login', { data: { account, password: DEMO_PASSWORD } })).json();
  expect(body.code, JSON.stringify(body)).toBe(1001);
  return body.payload.access_token.value as string;
}

/** One API call as the token's account, failing the test on anything but success; answers the payload. */
export async function apiCall(
  api: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: object,
) {
  const res = await api.fetch(`/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data && { data }),
  });
  const body = await res.json();
  expect(body.code, `${method} ${path}: ${JSON.stringify(body)}`).toBeLessThan(1100);
  return body.payload;
}
