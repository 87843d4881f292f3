import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';

export interface CustomerRow {
  id: number;
  merchant_no: string;
  name: string;
  status: number;
  contact_name: string | null;
  contact_mobile: string | null;
  create_time: number;
  park_count: number;
}

interface CustomerPage {
  row: CustomerRow[];
  paging_header: { total_count: number };
}

export const customerKeys = {
  all: ['parking/customer'] as const,
  list: (params: Record<string, unknown>) => ['parking/customer', 'list', params] as const,
  detail: (gCode: string, product: 'parking' | 'energy' = 'parking') =>
    [`${product}/customer`, 'detail', gCode] as const,
  software: (gCode: string) => ['parking/customer', 'software', gCode] as const,
};

export function fetchCustomers(params: Record<string, unknown>, signal?: AbortSignal) {
  return api
    .get<CustomerPage>('parking/customer/list', params, { signal })
    .then(({ payload }) => payload ?? { row: [], paging_header: { total_count: 0 } });
}

/** The parking merchants below the caller, as select options (a park's owner, a package's customer). */
export function useCustomerOptions() {
  const params = { page_index: 1, page_size: 200 };
  const query = useQuery({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) => fetchCustomers(params, signal),
  });
  const options = (query.data?.row ?? []).map((c) => ({
    label: `${c.name}（${c.merchant_no}）`,
    value: c.id,
  }));
  return { options, loading: query.isLoading };
}
