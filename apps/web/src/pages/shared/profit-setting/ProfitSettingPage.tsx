import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../lib/request';
import { isNotFound, LoadFailed } from '../../../resources';
import { CustomerProfitSetting, type ProfitCustomer } from './CustomerProfitSetting';

const MANAGE = '/profit/setting/manage';

/**
 * 分账设置 (/profit/setting/manage/setting?g_code=): the customer of 分账管理's row, named by its
 * merchant number as on the parking customer tab, with that tab's card over the same
 * customer_profit_policy row. A customer outside the caller's scope reads as not found.
 */
export default function ProfitSettingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const gCode = params.get('g_code')?.trim() ?? '';
  const customer = useQuery({
    queryKey: ['profit-setting', 'customer', gCode],
    enabled: gCode !== '',
    retry: false,
    queryFn: ({ signal }) =>
      api
        .get<ProfitCustomer>('parking/customer/detail', { g_code: gCode }, { signal })
        .then((r) => r.payload ?? null),
  });
  if (gCode === '' || customer.data === null || isNotFound(customer.error))
    return (
      <Result
        status="404"
        title="客户不存在或无权查看"
        subTitle="请从分账管理选择客户后再进入"
        extra={
          <Button type="primary" onClick={() => void navigate(MANAGE)}>
            返回分账管理
          </Button>
        }
      />
    );
  if (customer.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  if (!customer.data) return <LoadFailed onRetry={() => void customer.refetch()} />;
  return <CustomerProfitSetting customer={customer.data} />;
}
