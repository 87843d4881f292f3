import { EditOutlined } from '@ant-design/icons';
import { formatTimestamp, formatYuanPerKwh } from '@console/core';
import { Alert, Button, Card, Empty, Flex, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { feedback } from '../../../lib/feedback';
import { LoadFailed, MissingRow, isNotFound } from '../../../resources';
import { Permission } from '../../../widgets/permission';
import { BillingRuleForm } from './BillingRuleForm';
import { useBillingRule } from './use-billing-rule';

const price = (units: number) => `${formatYuanPerKwh(units)} 元/度`;

/**
 * 计费规则 of one station: the day's time-of-use periods with their 电费 and 服务费 in 元/度 (four
 * decimals, as stations quote them), and with the update code an 编辑 form over the whole list.
 */
export function BillingRuleCard({ stationId }: { stationId: number }) {
  const { query, save } = useBillingRule(stationId);
  const [editing, setEditing] = useState(false);
  if (isNotFound(query.error) || query.data === null) return <MissingRow />;
  if (query.isPending) {
    return (
      <Card title="计费规则">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (!query.data) return <LoadFailed onRetry={() => void query.refetch()} />;
  const detail = query.data;
  return (
    <Card
      title={`计费规则 · ${detail.station_name}`}
      extra={detail.saved ? `上次保存：${formatTimestamp(detail.update_time)}` : '尚未设置'}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="按时段分别设置电费与服务费（元/度），时段从 00:00 连续到 24:00；未设置计费规则的电站不能启动充电"
      />
      {editing ? (
        <BillingRuleForm
          initial={detail.periods}
          saving={save.isPending}
          onCancel={() => setEditing(false)}
          onSave={async (periods) => {
            await save.mutateAsync(periods);
            void feedback().message.success('保存成功');
            setEditing(false);
          }}
        />
      ) : (
        <Flex vertical gap="middle">
          {detail.periods.length === 0 ? (
            <Empty description="尚未设置计费规则" />
          ) : (
            <Table
              size="small"
              pagination={false}
              rowKey="start"
              dataSource={detail.periods}
              columns={[
                { key: 'time', title: '时段', render: (_, p) => `${p.start} - ${p.end}` },
                { key: 'energy', title: '电费', render: (_, p) => price(p.energy_price) },
                { key: 'service', title: '服务费', render: (_, p) => price(p.service_price) },
                {
                  key: 'total',
                  title: '合计',
                  render: (_, p) => price(p.energy_price + p.service_price),
                },
              ]}
            />
          )}
          <Permission codes={['energy:billing:update']}>
            <div>
              <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
                编辑
              </Button>
            </div>
          </Permission>
        </Flex>
      )}
    </Card>
  );
}
