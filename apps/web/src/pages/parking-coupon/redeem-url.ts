/** The public 领取 page a fixed code or a dynamic code's QR points at (see router.tsx). */
export const REDEEM_PATH = '/coupon/redeem';

export function redeemUrl(key: { code?: string; token?: string }, origin: string = location.origin): string {
  const query = key.token ? `t=${encodeURIComponent(key.token)}` : `c=${encodeURIComponent(key.code ?? '')}`;
  return `${origin}${REDEEM_PATH}?${query}`;
}
