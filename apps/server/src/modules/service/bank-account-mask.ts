/**
 * A settlement account as lists show it: the last four digits, the rest starred
 * (6222 0000 1234 5678 → ************5678). Short values keep only their last digit visible.
 */
export function maskBankAccount(account: string | null | undefined): string | null {
  if (!account) return account ?? null;
  const keep = account.length > 8 ? 4 : 1;
  return `${'*'.repeat(account.length - keep)}${account.slice(-keep)}`;
}
