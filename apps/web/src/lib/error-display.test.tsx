import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { displayError } from './error-display';

const liveNotices = (text: string) =>
  [...document.querySelectorAll('.ant-message-notice')].filter(
    (notice) => !notice.className.includes('-leave') && notice.textContent?.includes(text),
  );

describe('displayError', () => {
  it('shows one toast for the same failure reported twice (a call and its retry)', async () => {
    displayError(new ApiError({ code: 'network', message: NETWORK_ERROR_MESSAGE }));
    displayError(new ApiError({ code: 'network', message: NETWORK_ERROR_MESSAGE }));
    await waitFor(() => expect(liveNotices(NETWORK_ERROR_MESSAGE)).toHaveLength(1));
    expect(liveNotices(NETWORK_ERROR_MESSAGE)).toHaveLength(1);
  });

  it('still shows different failures side by side', async () => {
    displayError('车场不存在');
    displayError('车场不存在');
    displayError('账号已停用');
    await waitFor(() => expect(liveNotices('账号已停用')).toHaveLength(1));
    expect(liveNotices('车场不存在')).toHaveLength(1);
  });
});
