import { isUserCorrectable, showsSeqno } from '@console/core';
import { feedback } from './feedback';

interface ErrorInfo {
  code?: number | string;
  message?: string;
  hint?: string;
  seqno?: string;
}

function isErrorInfo(value: unknown): value is ErrorInfo {
  return typeof value === 'object' && value !== null && 'message' in value;
}

/**
 * The one error display (spec 01 section 8): a string is an error (or a warning if flagged); an object
 * shows its message large and its hint small below, with the seqno for support except for the
 * success codes and the 14xx warnings; anything else is an unknown error.
 */
export function displayError(error: unknown, options: { warning?: boolean } = {}): void {
  const { message } = feedback();
  // The same text while it still shows replaces itself rather than stacking: a failed call and its one
  // retry (query-client's shouldRetry), or two queries failing on one lost connection, make one toast.
  const keyOf = (...parts: unknown[]) => `error-display:${parts.map(String).join('|')}`;
  if (typeof error === 'string') {
    const key = keyOf(options.warning, error);
    void (options.warning
      ? message.warning({ content: error, key })
      : message.error({ content: error, key }));
    return;
  }
  if (!isErrorInfo(error)) {
    void message.error({ content: '未知错误', key: keyOf('unknown') });
    return;
  }
  const warning = options.warning || isUserCorrectable(error.code);
  const seqno = error.seqno && showsSeqno(error.code) ? error.seqno : undefined;
  const content = (
    <span className="error-display" data-code={String(error.code ?? '')}>
      <span style={{ fontSize: 14 }}>{error.message || '请求失败'}</span>
      {error.hint && <span style={{ display: 'block', fontSize: 12, opacity: 0.75 }}>{error.hint}</span>}
      {seqno && <span style={{ display: 'block', fontSize: 12, opacity: 0.6 }}>请求编号：{seqno}</span>}
    </span>
  );
  const key = keyOf(warning, error.code, error.message, error.hint, seqno);
  void (warning
    ? message.warning({ content, key, duration: 4 })
    : message.error({ content, key, duration: 6 }));
}
