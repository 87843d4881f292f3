/**
 * The response-code catalogue shared by server and web (ARCHITECTURE section 3).
 * 1001/1002 are success. Codes starting with 14 are user-correctable and shown as warnings;
 * every other failure shows the request's seqno so support can find the log line.
 */
export const ApiCode = {
  OK: 1001,
  OK_EMPTY: 1002,
  VALIDATION: 1400,
  BUSINESS_RULE: 1409,
  TOO_LARGE: 1413,
  RATE_LIMITED: 1429,
  CAPTCHA_INVALID: 1430,
  CREDENTIALS_INVALID: 1431,
  ACCOUNT_LOCKED: 1432,
  ACCOUNT_DISABLED: 1433,
  PASSWORD_RULE: 1434,
  UNAUTHENTICATED: 2401,
  FORBIDDEN: 2403,
  NOT_FOUND: 2404,
  METHOD_NOT_ALLOWED: 2405,
  UNSUPPORTED_MEDIA: 2415,
  INTERNAL: 5000,
  UNAVAILABLE: 5003,
} as const;

export type ApiCodeValue = (typeof ApiCode)[keyof typeof ApiCode];

interface CodeInfo {
  readonly status: number;
  readonly message: string;
}

/** HTTP status and default Chinese message of each code. */
export const API_CODE_INFO: Readonly<Record<ApiCodeValue, CodeInfo>> = {
  1001: { status: 200, message: '成功' },
  1002: { status: 200, message: '成功' },
  1400: { status: 400, message: '请求参数不正确' },
  1409: { status: 409, message: '操作与当前数据状态冲突' },
  1413: { status: 413, message: '请求内容过大' },
  1429: { status: 429, message: '操作过于频繁，请稍后再试' },
  1430: { status: 400, message: '验证码错误或已过期' },
  1431: { status: 400, message: '账号或密码错误' },
  1432: { status: 423, message: '账号已被锁定，请稍后再试' },
  1433: { status: 403, message: '账号已停用，请联系管理员' },
  1434: { status: 400, message: '密码不符合规则' },
  2401: { status: 401, message: '登录信息已过期，请重新登录' },
  2403: { status: 403, message: '没有操作权限' },
  2404: { status: 404, message: '资源不存在' },
  2405: { status: 405, message: '请求方法不被允许' },
  2415: { status: 415, message: '不支持的请求内容类型' },
  5000: { status: 500, message: '服务器内部错误' },
  5003: { status: 503, message: '服务暂不可用，请稍后再试' },
};

export const SUCCESS_CODES: readonly number[] = [ApiCode.OK, ApiCode.OK_EMPTY];

export function isSuccessCode(code: unknown): boolean {
  return typeof code === 'number' && SUCCESS_CODES.includes(code);
}

/** Codes starting with 14 are user-correctable (validation, business rules): shown as warnings. */
export function isUserCorrectable(code: unknown): boolean {
  return String(code).startsWith('14');
}

/** The seqno is shown for every code except 1000, 1001, 1002 and the 14xx warnings (spec 01 section 8). */
export function showsSeqno(code: unknown): boolean {
  return !['1000', '1001', '1002'].includes(String(code)) && !isUserCorrectable(code);
}
