import { serialTail } from '../../lib/serial-tail.js';

/** One payment asked of a channel: who pays, how much (fen) and what for (shown on the payer's bill). */
export interface PaymentRequest {
  /** The paying tenant (merchant id). */
  payer: number;
  amount: number;
  subject: string;
  now: number;
}

export interface PaymentReceipt {
  pay_no: string;
  paid_time: number;
}

/**
 * A payment channel: takes money from the payer or throws an AppError saying why not. A real one
 * (WeChat Pay, the merchant wallet of issue 18) is reached asynchronously with a callback; the
 * console has none it can reach, so the simulator below answers at once.
 */
export interface PaymentChannel {
  pay(request: PaymentRequest): Promise<PaymentReceipt>;
}

/**
 * The local simulator: every payment succeeds at once with a pay number of its own (ZF, the time,
 * a serial tail). It moves no money; issue 18's ledger replaces it with the merchant wallet.
 */
export const simulatedChannel: PaymentChannel = {
  async pay(request) {
    return { pay_no: `ZF${request.now}${serialTail()}`, paid_time: request.now };
  },
};

let current: PaymentChannel = simulatedChannel;

/** The channel purchases pay through. */
export function paymentChannel(): PaymentChannel {
  return current;
}

/** Swaps the channel (tests: a refusing channel); returns the one it replaced. */
export function usePaymentChannel(channel: PaymentChannel): PaymentChannel {
  const before = current;
  current = channel;
  return before;
}
