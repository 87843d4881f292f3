import { listPayloadOf } from './answers.js';
import { s, type Infer } from './schema.js';

/** The payloads of the sign-in, session and system endpoints every area shares. */

export const HEALTH_PAYLOAD = s.object({
  db: s.oneOf(['sqlite', 'postgres'], { title: '数据库' }),
  version: s.string({ title: '版本' }),
});
export type HealthPayload = Infer<typeof HEALTH_PAYLOAD>;

/** GET /captcha: off, or an ALTCHA proof-of-work challenge (the fields beside `enabled` come together). */
export const CAPTCHA_PAYLOAD = s.object(
  { enabled: s.boolean({ title: '是否需要人机验证' }) },
  {
    captcha_id: s.string({ title: '验证编号' }),
    algorithm: s.oneOf(['SHA-256']),
    challenge: s.string(),
    salt: s.string(),
    maxnumber: s.integer(),
    signature: s.string({ title: 'ALTCHA 签名' }),
  },
);

export const LOGIN_BODY = s.object(
  {
    account: s.string({ minLength: 1, maxLength: 64 }),
    password: s.string({ minLength: 1, maxLength: 128 }),
  },
  { captcha_id: s.string({ maxLength: 36 }), captcha: s.string({ maxLength: 8 }) },
);
export type LoginBody = Infer<typeof LOGIN_BODY>;

const ACCESS_TOKEN = s.object({
  type: s.oneOf(['Bearer']),
  value: s.string({ title: '访问令牌' }),
  expire_in: s.integer({ title: '有效秒数' }),
});
export type AccessToken = Infer<typeof ACCESS_TOKEN>;

export const LOGIN_PAYLOAD = s.object({ access_token: ACCESS_TOKEN });

export const PASSWD_BODY = s.object(
  {
    old_password: s.string({ minLength: 1, maxLength: 128 }),
    new_password: s.string({ minLength: 1, maxLength: 128 }),
  },
  {
    account: s.string({ minLength: 1, maxLength: 64 }),
    captcha_id: s.string({ maxLength: 36 }),
    captcha: s.string({ maxLength: 8 }),
  },
);
export type PasswdBody = Infer<typeof PASSWD_BODY>;

/** GET merchant/manager/whoami: who is signed in, what they may do, and a rotated token when asked. */
export const PROFILE_PAYLOAD = s.object(
  {
    merchant: s.string({ title: '商户编号' }),
    merchant_name: s.string({ title: '商户名称' }),
    name: s.string({ title: '姓名' }),
    system: s.string({ title: '商户类型' }),
    avatar: s.string({ title: '头像' }),
    account: s.string({ title: '账号' }),
    manager_id: s.integer({ title: '账号编号' }),
    app_id: s.string({ title: '应用编号' }),
    is_main: s.integer({ title: '是否主账号' }),
    main_account_name: s.string({ title: '主账号名称' }),
    product: s.array(s.string(), { title: '已开通产品' }),
    permission: s.string({ title: '权限标识，逗号分隔' }),
    expire_in: s.integer({ title: '令牌剩余秒数' }),
  },
  { access_token: ACCESS_TOKEN },
);
export type UserProfile = Infer<typeof PROFILE_PAYLOAD>;

export const LOGIN_LOG_ROW = s.object({
  id: s.integer(),
  success: s.integer({ title: '是否成功' }),
  /** Why a sign-in failed (LOGIN_REASON); '' for a success. */
  reason: s.string({ title: '失败原因' }),
  ip: s.string(),
  user_agent: s.string(),
  create_time: s.integer(),
});
export type LoginLogRow = Infer<typeof LOGIN_LOG_ROW>;
export const LOGIN_LOG_PAYLOAD = listPayloadOf(LOGIN_LOG_ROW);

/** The branding keys the web app applies at start (spec 01 section 3, domain summary). */
export const BRANDING_KEYS = [
  'IMAGE_FAVICON',
  'STYLE_PRIMARY_COLOR',
  'IMAGE_MENU_LOGO',
  'TEXT_SITENAME',
  'STYLE_MENU_TITLE',
  'LINK_SUPPORT',
] as const;

/** GET merchant/app/rt/summary: an unknown domain answers only the empty metadata. */
export const DOMAIN_SUMMARY = s.object(
  {
    metadata: s.object(
      {},
      Object.fromEntries(BRANDING_KEYS.map((key) => [key, s.string()])) as Record<
        (typeof BRANDING_KEYS)[number],
        ReturnType<typeof s.string>
      >,
    ),
  },
  { app_id: s.string(), name: s.string(), system: s.string() },
);
export type DomainSummary = Infer<typeof DOMAIN_SUMMARY>;
