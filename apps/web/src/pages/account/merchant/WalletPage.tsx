import { accountWalletRechargeResource, walletTransactionResource } from '@console/core';
import { Button, Card, Flex, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { ResourceListPage, ResourceRowModal } from '../../../resources';
import { StatisticCards, type StatisticItem } from '../../../widgets/statistic-cards';
import { usePermission } from '../../../widgets/permission';
import { useWalletSummary } from './api/merchant-api';

/**
 * 我的钱包: the balance of the caller's own wallet, its movements newest first, and its recharge
 * requests (申请充值: the platform credits the wallet when it approves one).
 */
export default function WalletPage() {
  const summary = useWalletSummary();
  const { can } = usePermission();
  const [asking, setAsking] = useState(false);
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
      {fixed && (
        <Card size="small" title="充值申请">
          <ResourceListPage
            resource={accountWalletRechargeResource}
            fixedParams={fixed}
            toolbar={
              can('account:wallet:recharge') && (
                <Button type="primary" onClick={() => setAsking(true)}>
                  申请充值
                </Button>
              )
            }
          />
        </Card>
      )}
      {asking && (
        <ResourceRowModal resource={accountWalletRechargeResource} onClose={() => setAsking(false)} />
      )}
    </Flex>
  );
}
