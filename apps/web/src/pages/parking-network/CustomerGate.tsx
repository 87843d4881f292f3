import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LoadFailed, MissingRow, isNotFound } from '../../resources';
import { useCustomer, type CustomerDetail } from './use-customer';

/**
 * The customer of the detail group (g_code) resolved before a tab renders: its rows are filed under
 * the customer's merchant id, which only the customer detail tells.
 */
export function CustomerGate({ children }: { children: (customer: CustomerDetail) => ReactNode }) {
  const { gCode, query } = useCustomer();
  if (!gCode || isNotFound(query.error)) return <MissingRow />;
  if (query.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (!query.data) return <LoadFailed onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
