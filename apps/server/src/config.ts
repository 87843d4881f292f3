import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type DatabaseKind = 'sqlite' | 'postgres';
export type PayloadEncryption = 'required' | 'optional';

export interface AppConfig {
  port: number;
  host: string;
  /** postgres:// URL; empty means the embedded SQLite database under dataDir. */
  databaseUrl: string;
  databaseKind: DatabaseKind;
  dataDir: string;
  nodeEnv: string;
  logLevel: string;
  /** Folder of the built web app; absent folder means the API runs alone. */
  webDist: string;
  loginCaptcha: boolean;
  /** LOGIN_RATE_LIMIT: sign-in attempts per client address a minute (behind one NAT, many users share one). */
  loginRateLimit: number;
  payloadEncryption: PayloadEncryption;
  /** base64url X25519 private key; empty means a key generated once and kept in the database. */
  payloadPrivateKey: string;
  version: string;
  /**
   * The proxies whose X-Forwarded-For is believed (addresses, CIDRs or proxy-addr's names such as
   * loopback); false believes nobody, so a client cannot forge its address.
   */
  trustProxy: false | string[];
  /** Tencent Location Service WebService key; absent means the map service answers from local area data. */
  tencentMapKey?: string;
  /** SERVER_TIMING=on: each answer says its SQL time and the server's own (http/server-timing.ts; benchmarks). */
  serverTiming: boolean;
  /** SQLite: read-only connections in worker threads for lists (SQLITE_READERS; default one per core, at most 4). */
  sqliteReaders: number;
  /** JOB_WORKER=off: this process serves requests but runs no jobs (tests drive the runner themselves). */
  jobWorker: boolean;
  /**
   * OPENAPI_SECRET_KEY: the keys that seal open-API app secrets, `kid:base64-32-bytes` comma-joined,
   * the first sealing new secrets; empty means a key generated once into dataDir (one machine only).
   */
  openapiSecretKey?: string;
}

/** A configuration value the operator must fix; main prints it and exits without a stack trace. */
export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT 必须是 0 到 65535 之间的整数，当前值为 "${raw}"`);
  }
  return port;
}

function parseDatabaseUrl(raw: string | undefined): { url: string; kind: DatabaseKind } {
  if (!raw) return { url: '', kind: 'sqlite' };
  if (/^postgres(ql)?:\/\//.test(raw)) {
    try {
      new URL(raw);
    } catch {
      throw new ConfigError('DATABASE_URL 不是合法的 URL');
    }
    return { url: raw, kind: 'postgres' };
  }
  throw new ConfigError('DATABASE_URL 只支持 postgres:// 或 postgresql:// 开头的地址；留空则使用内置 SQLite');
}

function parseSwitch(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (['on', 'true', '1'].includes(raw)) return true;
  if (['off', 'false', '0'].includes(raw)) return false;
  throw new ConfigError(`${name} 只能是 on 或 off，当前值为 "${raw}"`);
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: off (default) or a comma-separated list of addresses, CIDRs and proxy-addr's names. */
function parseTrustProxy(raw: string | undefined): false | string[] {
  if (raw === undefined || raw.trim() === '' || raw.trim() === 'off') return false;
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const max = family === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= max);
    if (PROXY_NAMES.includes(entry)) continue;
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new ConfigError(
        `TRUST_PROXY 只能是 off，或以逗号分隔的代理地址、CIDR 网段（如 10.0.0.0/8）或 ${PROXY_NAMES.join('、')}；"${entry}" 不正确`,
      );
    }
  }
  return entries;
}

function parseReaders(raw: string | undefined): number {
  if (raw === undefined || raw === '') return Math.min(4, os.availableParallelism());
  if (!/^\d+$/.test(raw) || Number(raw) > 64) {
    throw new ConfigError(`SQLITE_READERS 必须是 0 到 64 之间的整数，当前值为 "${raw}"`);
  }
  return Number(raw);
}

function parseLoginRateLimit(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 30;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 10_000) {
    throw new ConfigError(
      `LOGIN_RATE_LIMIT 必须是 1 到 10000 之间的整数（每个地址每分钟的登录次数），当前值为 "${raw}"`,
    );
  }
  return Number(raw);
}

/** Reads and checks the environment once at start; every bad value gets a Chinese message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const nodeEnv = env.NODE_ENV || 'development';
  const { url, kind } = parseDatabaseUrl(env.DATABASE_URL);
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL 只能是 ${LOG_LEVELS.join('、')} 之一`);
  }
  const loginCaptcha = parseSwitch('LOGIN_CAPTCHA', env.LOGIN_CAPTCHA, true);
  if (!loginCaptcha && nodeEnv === 'production') {
    throw new ConfigError('生产环境（NODE_ENV=production）不允许关闭登录验证码（LOGIN_CAPTCHA=off）');
  }
  const encryption = env.PAYLOAD_ENCRYPTION || (nodeEnv === 'production' ? 'required' : 'optional');
  if (encryption !== 'required' && encryption !== 'optional') {
    throw new ConfigError('PAYLOAD_ENCRYPTION 只能是 required 或 optional');
  }
  const host = env.HOST || '127.0.0.1';
  if (/\s/.test(host)) throw new ConfigError(`HOST 不能包含空白字符："${host}"`);
  return {
    port: parsePort(env.PORT),
    host,
    databaseUrl: url,
    databaseKind: kind,
    dataDir: path.resolve(cwd, env.DATA_DIR || './data'),
    nodeEnv,
    logLevel,
    webDist: path.resolve(cwd, env.WEB_DIST || defaultWebDist()),
    loginCaptcha,
    loginRateLimit: parseLoginRateLimit(env.LOGIN_RATE_LIMIT),
    payloadEncryption: encryption,
    payloadPrivateKey: env.PAYLOAD_PRIVATE_KEY?.trim() || '',
    version: env.APP_VERSION || '0.1.0',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    tencentMapKey: env.TENCENT_MAP_KEY?.trim() || undefined,
    serverTiming: parseSwitch('SERVER_TIMING', env.SERVER_TIMING, false),
    sqliteReaders: parseReaders(env.SQLITE_READERS),
    jobWorker: parseSwitch('JOB_WORKER', env.JOB_WORKER, true),
    openapiSecretKey: env.OPENAPI_SECRET_KEY?.trim() || undefined,
  };
}

/** apps/web/dist relative to this file, so the server finds the web app from any working folder. */
function defaultWebDist(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}
