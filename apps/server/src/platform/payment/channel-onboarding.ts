import { createHash } from 'node:crypto';
import { PAY_CHANNEL_ALIPAY, PAY_CHANNEL_WECHAT } from '@console/core';

/** What a channel needs to open a merchant account: the application as the merchant filled it. */
export interface OnboardingRequest {
  application_id: number;
  channel: number;
  licence_no: string;
  legal_person: string;
  bank_account: string;
  now: number;
}

/** The channel's answer: its 进件编号 and whether it accepted the application. */
export interface OnboardingReceipt {
  apply_no: string;
  status: 'accepted' | 'refused';
  /** Why the channel refused, in Chinese; absent when accepted. */
  message?: string;
}

/**
 * A payment channel's onboarding (进件) service: takes an approved application and answers with a
 * 进件编号. A real one (支付宝, 微信支付) is a network call with a callback; the console reaches none,
 * so the simulator below stands behind this one interface, as the map service's does.
 */
export interface ChannelOnboarding {
  submit(request: OnboardingRequest): Promise<OnboardingReceipt>;
  /**
   * Where the merchant authorises the console on the channel's side (支付宝's app authorisation);
   * the channel then sends the browser to /payment/channel/auth/alipay/callback with a code and
   * our `state`.
   */
  authoriseUrl(state: string): string;
  /** Trades the callback's code for the authorisation; refused codes answer a Chinese reason. */
  exchangeAuthCode(code: string): Promise<{ ok: true; user_id: string } | { ok: false; message: string }>;
}

/** The callback page the simulator sends the browser to, as 支付宝 would after the merchant agrees. */
export const ALIPAY_CALLBACK_PATH = '/payment/channel/auth/alipay/callback';

const CHANNEL_PREFIX: Readonly<Record<number, string>> = {
  [PAY_CHANNEL_ALIPAY]: 'ALI',
  [PAY_CHANNEL_WECHAT]: 'WX',
};

/**
 * The local simulator: accepts every application whose licence is not the test value
 * 000000000000000 (refused, so the refusal path can be shown), with a 进件编号 derived from the
 * application and the time, so the same application submitted twice gets the same number.
 */
export const simulatedOnboarding: ChannelOnboarding = {
  async submit(request) {
    const digest = createHash('sha256')
      .update(`${request.application_id}:${request.channel}:${request.now}`)
      .digest('hex')
      .slice(0, 10)
      .toUpperCase();
    const apply_no = `${CHANNEL_PREFIX[request.channel] ?? 'CH'}${request.now}${digest}`.slice(0, 32);
    if (/^0+$/.test(request.licence_no)) {
      return { apply_no, status: 'refused', message: '渠道未受理：营业执照号无效' };
    }
    return { apply_no, status: 'accepted' };
  },
  // No page of the channel to visit: the merchant "agrees" at once and comes back with a code.
  authoriseUrl(state) {
    const code = `SIMAUTH${createHash('sha256').update(state).digest('hex').slice(0, 16)}`;
    return `${ALIPAY_CALLBACK_PATH}?${new URLSearchParams({ app_auth_code: code, state })}`;
  },
  async exchangeAuthCode(code) {
    if (!/^SIMAUTH[0-9a-f]{16}$/.test(code)) return { ok: false, message: '支付宝授权码无效，请重新授权' };
    return { ok: true, user_id: `2088${code.slice(7, 19).replace(/[a-f]/g, '0')}` };
  },
};

let current: ChannelOnboarding = simulatedOnboarding;

/** The onboarding service approvals submit to. */
export function channelOnboarding(): ChannelOnboarding {
  return current;
}

/** Swaps the onboarding service (tests); returns the one it replaced. */
export function useChannelOnboarding(onboarding: ChannelOnboarding): ChannelOnboarding {
  const before = current;
  current = onboarding;
  return before;
}
