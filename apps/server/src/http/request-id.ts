import { randomBytes } from 'node:crypto';

/**
 * The seqno of the envelope and the reqId of every log line: time-ordered so support can find a
 * request by when it happened, random enough that it cannot be guessed or collide across processes.
 */
export function newRequestId(): string {
  return `${Date.now().toString(36)}${randomBytes(6).toString('hex')}`;
}
