export const URL_MESSAGE = '请输入正确的链接地址';

// Host: domain names (internationalised labels allowed), localhost or an IPv4 address.
const LABEL = '[a-z0-9\\u00a1-\\uffff](?:[a-z0-9\\u00a1-\\uffff-]{0,61}[a-z0-9\\u00a1-\\uffff])?';
const HOST = `(?:(?:${LABEL}\\.)+[a-z\\u00a1-\\uffff]{2,}|localhost|(?:\\d{1,3}\\.){3}\\d{1,3})`;
const WEB_URL = new RegExp(`^https?://${HOST}(?::\\d{1,5})?(?:[/?#][^\\s]*)?$`, 'i');
const MAILTO_URL = /^mailto:[^\s@/?]+@[^\s@/?]+\.[^\s@/?]+(?:\?[^\s]*)?$/i;
// RFC 3966 numbers as people write them: optional +, digits with - . ( ) as visual separators.
const TEL_URL = /^tel:\+?[\d().-]*\d[\d().-]*$/i;

/** Links the console opens or renders: http, https, mailto and tel. */
export function isUrl(value: string): boolean {
  return WEB_URL.test(value) || MAILTO_URL.test(value) || TEL_URL.test(value);
}
