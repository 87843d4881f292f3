import { ApiCode } from '@console/core';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from './auth-context.js';

/** System settings are the platform operator's alone, whatever codes another tenant's role holds. */
export function assertPlatform(auth: AuthContext, what: string): void {
  if (auth.merchantKind !== 'platform') throw new AppError(ApiCode.FORBIDDEN, '仅平台运营方可以操作', what);
}
