import { waitFor } from '@testing-library/react';

/**
 * Finds a showing antd message by its text. A closing one is skipped: happy-dom never ends the CSS
 * leave transition, so it would otherwise stay matchable for the rest of the test.
 */
export function findMessage(text: string | RegExp): Promise<Element> {
  return waitFor(() => {
    const live = [...document.querySelectorAll('.ant-message-notice')].filter(
      (notice) => !notice.className.includes('-leave'),
    );
    const hit = live.find((notice) => {
      const content = notice.textContent ?? '';
      return typeof text === 'string' ? content.includes(text) : text.test(content);
    });
    if (!hit) throw new Error(`没有找到提示：${String(text)}`);
    return hit;
  });
}

/** Whether a live message with this text is showing right now. */
export function hasMessage(text: string): boolean {
  return [...document.querySelectorAll('.ant-message-notice')].some(
    (notice) => !notice.className.includes('-leave') && (notice.textContent ?? '').includes(text),
  );
}
