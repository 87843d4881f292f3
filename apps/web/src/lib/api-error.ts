/** A failed call as the error display understands it (spec 01 section 8): code, message, hint, seqno. */
export class ApiError extends Error {
  readonly code: number | string;
  readonly hint: string | undefined;
  readonly seqno: string | undefined;
  readonly status: number | undefined;

  constructor(info: {
    code: number | string;
    message: string;
    hint?: string;
    seqno?: string;
    status?: number;
  }) {
    super(info.message);
    this.name = 'ApiError';
    this.code = info.code;
    this.hint = info.hint;
    this.seqno = info.seqno;
    this.status = info.status;
  }
}

export const NETWORK_ERROR_MESSAGE = '网络请求异常，请检查网络后重试';
export const LOGIN_EXPIRED_MESSAGE = '登录信息已过期，请重新登录';
export const TEMPORARY_TOKEN_MISSING_MESSAGE = '缺少访问令牌';
