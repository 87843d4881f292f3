import { alreadyExistsMessage, API_CODE_INFO, ApiCode, type ApiCodeValue } from '@console/core';

/**
 * The one error type routes throw. `code` is from the shared catalogue; the HTTP status follows it.
 * Operational errors carry a message meant for the user; anything else becomes a logged 5000.
 */
export class AppError extends Error {
  readonly code: ApiCodeValue;
  readonly status: number;
  readonly hint: string | undefined;

  constructor(code: ApiCodeValue, message?: string, hint?: string) {
    super(message ?? API_CODE_INFO[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = API_CODE_INFO[code].status;
    this.hint = hint;
  }
}

/** A unique value taken by another row, named by the field's Chinese label ("账号 clerk 已存在"). */
export function alreadyExists(label: string, value: unknown): AppError {
  return new AppError(ApiCode.BUSINESS_RULE, alreadyExistsMessage(label, value));
}
