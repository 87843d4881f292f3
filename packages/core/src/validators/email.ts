export const EMAIL_MESSAGE = '请输入正确的邮箱地址';

const LOCAL = /^[\w.!#$%&'*+/=?^`{|}~-]+$/;
// Domain labels of letters, digits and inner hyphens; at least one dot, so "user@localhost" fails.
const DOMAIN = /^[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)+$/i;

/** A deliverable-looking address: the practical subset of RFC 5321 that mail providers accept. */
export function isEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0 || value.length > 254) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  const dotsOk = !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
  return local.length <= 64 && dotsOk && LOCAL.test(local) && DOMAIN.test(domain);
}
