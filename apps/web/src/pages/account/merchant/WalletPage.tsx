import { walletTransactionResource } from '@console/core';
import { Card, Flex, Skeleton } from 'antd';
import { useMemo } from 'react';
import { ResourceListPage } from '../../../resources';
import { StatisticCards, type StatisticItem } from '../../../widgets/statistic-cards';
import { useWalletSummary } from './api/merchant-api';

/** 我的钱包: the balance of the caller's own wallet and its movements, newest first. */
export default function WalletPage() {
  const summary = useWalletSummary();
  const merchantId = summary.data?.merchant_id;
  const fixed = useMemo(() => (merchantId ? { merchant_id: merchantId } : undefined), [merchantId]);
  const items: StatisticItem[] = summary.data
    ? [
        { key: 'balance', title: '账户余额', value: summary.data.balance, type: 'money' },
        { key: 'available', title: '可用余额', value: summary.data.available, type: 'money' },
        { key: 'frozen', title: '冻结金额', value: summary.data.frozen, type: 'money' },
      ]
    : [];
  return (
    <Flex vertical gap="middle">
      <Card size="small">
        {summary.isPending ? <Skeleton active /> : <StatisticCards items={items} aria-label="钱包余额" />}
      </Card>
      {fixed && <ResourceListPage resource={walletTransactionResource} fixedParams={fixed} />}
    </Flex>
  );
}
