import { serialTail } from '../../lib/serial-tail.js';

/** One invoice asked of the tax system's channel; the request number is the idempotency key. */
export interface IssueRequest {
  /** Our 申请单号: asking twice with it issues once and answers the first invoice. */
  request_no: string;
  /** 1 蓝字, 2 红字 (then `original_no` names the blue invoice it reverses). */
  color: number;
  original_no?: string;
  buyer_name: string;
  buyer_tax_no: string;
  seller_name: string;
  seller_tax_no: string;
  /** 价税合计 and 税额 in fen (negative on a red invoice). */
  amount: number;
  tax_amount: number;
  now: number;
}

export type IssueAnswer =
  { ok: true; invoice_no: string; serial: string; issue_time: number } | { ok: false; reason: string };

/**
 * The invoicing channel (a 税控/数电 platform reached through a provider's software). None is
 * reachable from here: the simulator below stands behind the same interface, as the bank and the
 * payment channels do.
 */
export interface InvoiceChannel {
  issue(request: IssueRequest): Promise<IssueAnswer>;
}

/**
 * The local simulator: a 20-digit 数电发票号码 per request number, remembered so a retry of an issued
 * request answers the same invoice and issues nothing; it refuses what a tax system refuses (a
 * company buyer whose tax number is all zeros) and can be told to fail the next N calls (tests).
 */
export class SimulatedInvoiceChannel implements InvoiceChannel {
  readonly issued = new Map<string, { invoice_no: string; serial: string; issue_time: number }>();
  /** How many invoices were actually issued (a repeated request is not one). */
  issues = 0;
  private failures = 0;
  private failReason = '税务平台繁忙，请稍后重试';

  failNext(times: number, reason?: string): void {
    this.failures = times;
    if (reason) this.failReason = reason;
  }

  async issue(request: IssueRequest): Promise<IssueAnswer> {
    const known = this.issued.get(request.request_no);
    if (known) return { ok: true, ...known };
    if (this.failures > 0) {
      this.failures -= 1;
      return { ok: false, reason: this.failReason };
    }
    if (/^0+$/.test(request.buyer_tax_no)) return { ok: false, reason: '购买方纳税人识别号不存在' };
    if (request.color === 2 && !request.original_no) return { ok: false, reason: '红字发票须对应蓝字发票' };
    // 数电票号码: 20 digits, the year's last two first; the time and a serial tail keep it unique.
    const year = new Date(request.now * 1000).getUTCFullYear() % 100;
    const tail = `${String(request.now).slice(-9).padStart(9, '0')}${serialTail()}`;
    const answer = {
      invoice_no: `${year}${tail}`,
      serial: `SIM${request.request_no}`,
      issue_time: request.now,
    };
    this.issued.set(request.request_no, answer);
    this.issues += 1;
    return { ok: true, ...answer };
  }
}

let current: InvoiceChannel = new SimulatedInvoiceChannel();

/** The channel invoices are issued through. */
export function invoiceChannel(): InvoiceChannel {
  return current;
}

/** Swaps the channel (tests: a simulator told to fail); returns the one it replaced. */
export function useInvoiceChannel(channel: InvoiceChannel): InvoiceChannel {
  const before = current;
  current = channel;
  return before;
}
