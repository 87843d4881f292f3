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
  if (typeof error === 'string') {
    void (options.warning ? message.warning(error) : message.error(error));
    return;
  }
  if (!isErrorInfo(error)) {
    void message.error('未知错误');
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
  void (warning ? message.warning({ content, duration: 4 }) : message.error({ content, duration: 6 }));
}
