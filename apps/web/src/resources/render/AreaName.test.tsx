import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../test/fake-api';
import { setUpSignedInSuite } from '../../test/session';
import { AreaName } from './AreaName';

setUpSignedInSuite();

const NANSHAN = {
  asked: '440305',
  code: '440305',
  full_name: '广东省深圳市南山区',
  codes: ['440000', '440300', '440305'],
};
const HAIDIAN = {
  asked: '110108',
  code: '110108',
  full_name: '北京市海淀区',
  codes: ['110000', '110100', '110108'],
};

describe('AreaName', () => {
  it('decodes the codes of a list rendered together in one request, and shows an unknown code as it is', async () => {
    const api = installFakeApi({ 'GET /api/area/decode/batch': () => ({ row: [NANSHAN, HAIDIAN] }) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        {['440305', '110108', '440305', '999999', 'A1'].map((code, row) => (
          <p key={row}>
            <AreaName code={code} />
          </p>
        ))}
      </QueryClientProvider>,
    );
    expect(await screen.findAllByText('广东省深圳市南山区')).toHaveLength(2);
    expect(screen.getByText('北京市海淀区')).toBeTruthy();
    expect(screen.getByText('999999')).toBeTruthy();
    expect(screen.getByText('A1')).toBeTruthy();
    const calls = api.callsTo('GET', '/api/area/decode/batch');
    expect(calls.map((call) => call.query.get('codes'))).toEqual(['440305,110108,999999']);
    expect(api.callsTo('GET', '/api/area/decode')).toHaveLength(0);
  });
});
