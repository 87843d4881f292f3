import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, listPayload } from '../../../test/fake-api';
import { renderWithProviders } from '../testing/render-with-providers';
import { setUpSignedInSuite } from '../../../test/session';
import { MessageCentreButton } from './MessageCentreButton';

setUpSignedInSuite(['universal:message:basic']);

describe('MessageCentreButton', () => {
  it('shows the unread total from a read_status=0 probe of 5 and opens the drawer', async () => {
    const user = userEvent.setup();
    const server = installFakeApi({ 'GET /api/qa/message/list': () => listPayload([], 7, 1, 5) });
    renderWithProviders(<MessageCentreButton />);

    expect(await screen.findByText('7 条未读消息')).toBeTruthy();
    const probe = server.callsTo('GET', '/api/qa/message/list')[0]!.query;
    expect(probe.get('read_status')).toBe('0');
    expect(probe.get('page_size')).toBe('5');

    await user.click(screen.getByRole('button', { name: '消息中心' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
    await waitFor(() =>
      expect(
        server.callsTo('GET', '/api/qa/message/list').some((c) => c.query.get('page_size') === '10'),
      ).toBe(true),
    );
  });
});
