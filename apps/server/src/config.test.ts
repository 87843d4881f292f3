import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({}, '/srv/console');
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseKind).toBe('sqlite');
    expect(config.dataDir).toBe('/srv/console/data');
    expect(config.loginCaptcha).toBe(true);
    expect(config.loginRateLimit).toBe(30);
    expect(config.payloadEncryption).toBe('optional');
  });

  it('picks PostgreSQL for a postgres URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' });
    expect(config.databaseKind).toBe('postgres');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ LOGIN_CAPTCHA: 'maybe' }, 'LOGIN_CAPTCHA'],
    [{ LOGIN_CAPTCHA: 'off', NODE_ENV: 'production' }, 'LOGIN_CAPTCHA'],
    [{ LOGIN_RATE_LIMIT: '0' }, 'LOGIN_RATE_LIMIT'],
    [{ LOGIN_RATE_LIMIT: '30/min' }, 'LOGIN_RATE_LIMIT'],
    [{ PAYLOAD_ENCRYPTION: 'sometimes' }, 'PAYLOAD_ENCRYPTION'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, proxy.example.com' }, 'TRUST_PROXY'],
  ])('refuses %o with a message naming the setting', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('requires encryption in production by default', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).payloadEncryption).toBe('required');
  });

  it('believes no forwarded address by default, and the listed proxies when TRUST_PROXY names them', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
      'loopback',
    ]);
  });
});
