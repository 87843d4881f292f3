import { COPY_NOTICE_MS } from '@console/core';
import { useCallback } from 'react';
import { feedback } from '../../lib/feedback';
import { copyText } from './copy-text';

/** Copies and says so (spec 01 section 8): 复制成功 or 复制失败, each for 1500 ms. */
export function useCopy() {
  return useCallback(async (text: string): Promise<boolean> => {
    const copied = await copyText(text);
    const { message } = feedback();
    void message.open({
      type: copied ? 'success' : 'error',
      content: copied ? '复制成功' : '复制失败',
      duration: COPY_NOTICE_MS / 1000,
    });
    return copied;
  }, []);
}
