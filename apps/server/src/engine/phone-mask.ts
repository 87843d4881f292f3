import { maskPhone, type FieldDef } from '@console/core';
import type { AuthContext } from '../platform/auth/auth-context.js';
import type { Row } from './engine-types.js';

/**
 * Phone numbers (fields of kind mobile) leave the server masked (138****5678, spec 01 §5) unless
 * the caller may edit them: only an edit form shows a number in full, and a reader without the
 * edit code has no form to show it in. Masking here, not only on screen, keeps full numbers out of
 * the answers (and exports) of everyone else. An empty value stays empty.
 */
export function maskPhonesFor(
  fields: Readonly<Record<string, FieldDef>>,
  auth: AuthContext,
  editCodes: readonly string[],
): (row: Row) => Row {
  const mobiles = Object.keys(fields).filter((name) => fields[name]?.kind === 'mobile');
  if (mobiles.length === 0 || editCodes.some((code) => auth.permissions.has(code))) return (row) => row;
  return (row) => {
    const masked = { ...row };
    for (const name of mobiles) {
      const value = row[name];
      if (value !== null && value !== undefined && value !== '') masked[name] = maskPhone(value as string);
    }
    return masked;
  };
}
