import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/request';
import { customerKeys, type CustomerRow } from './use-customer-options';

export interface CustomerDetail extends CustomerRow {
  total_spaces: number;
}

/** The customer of the detail group, from `g_code` (its merchant number) in the URL. */
export function useCustomer() {
  const [params] = useSearchParams();
  const gCode = params.get('g_code') ?? '';
  const query = useQuery({
    queryKey: customerKeys.detail(gCode),
    enabled: gCode !== '',
    retry: false,
    queryFn: ({ signal }) =>
      api
        .get<CustomerDetail>('parking/customer/detail', { g_code: gCode }, { signal })
        .then((r) => r.payload ?? null),
  });
  return { gCode, query };
}
