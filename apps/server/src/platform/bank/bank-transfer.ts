import { serialTail } from '../../lib/serial-tail.js';

/** One payout asked of the bank: the transfer number is the idempotency key. */
export interface TransferRequest {
  transfer_no: string;
  amount: number;
  account_name: string;
  bank_account: string;
  now: number;
}

export type TransferAnswer = { ok: true; bank_serial: string } | { ok: false; reason: string };

/**
 * The bank a settled amount is paid out through. A real bank is asked with the transfer number as
 * its idempotency key: asking again with the same number never pays twice, it answers the first
 * payment. The console reaches no bank; the simulator below stands behind the same interface.
 */
export interface BankAdapter {
  transfer(request: TransferRequest): Promise<TransferAnswer>;
}

/**
 * The local simulator. It keeps what it paid by transfer number (so a retry of a paid transfer
 * answers the same serial and pays nothing), and can be told to fail the next N calls (tests).
 */
export class SimulatedBank implements BankAdapter {
  readonly paid = new Map<string, { amount: number; bank_serial: string }>();
  /** How many payouts actually moved money (a retry of a paid number does not). */
  payouts = 0;
  private failures = 0;
  private failReason = '银行系统繁忙，请稍后重试';

  failNext(times: number, reason?: string): void {
    this.failures = times;
    if (reason) this.failReason = reason;
  }

  async transfer(request: TransferRequest): Promise<TransferAnswer> {
    const known = this.paid.get(request.transfer_no);
    if (known) return { ok: true, bank_serial: known.bank_serial };
    if (this.failures > 0) {
      this.failures -= 1;
      return { ok: false, reason: this.failReason };
    }
    const bankSerial = `BK${request.now}${serialTail()}`;
    this.paid.set(request.transfer_no, { amount: request.amount, bank_serial: bankSerial });
    this.payouts += 1;
    return { ok: true, bank_serial: bankSerial };
  }
}

let current: BankAdapter = new SimulatedBank();

/** The bank transfers go through. */
export function bankAdapter(): BankAdapter {
  return current;
}

/** Swaps the bank (tests: a simulator told to fail); returns the one it replaced. */
export function useBankAdapter(bank: BankAdapter): BankAdapter {
  const before = current;
  current = bank;
  return before;
}
