import { formatTimestamp, invoiceServiceResource, type RowOf } from '@console/core';
import { Alert, Button, Card, Descriptions, Flex, Form, InputNumber, Skeleton } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { feedback } from '../../lib/feedback';
import {
  LoadFailed,
  ResourceDescriptions,
  resourceKeys,
  runAction,
  useBackToList,
  useResourceDetail,
  useResourceList,
  useRowId,
} from '../../resources';

/** A month of service as the server sells it (service-routes.ts): 31 days. */
const SERVICE_MONTH = 31 * 24 * 3600;
const LABEL_COL = { xs: { span: 24 }, sm: { span: 6 }, xl: { span: 4 } };
const WRAPPER_COL = { xs: { span: 24 }, sm: { span: 16 }, xl: { span: 12 } };

/**
 * 开票服务续费 (`/invoice/renew`): the service named by `?id`, or the signed-in merchant's own when
 * it has exactly one; shows it, asks for the months and runs the definition's 续费 action (the same
 * call as the list's dialog), previewing the new expiry as the server computes it.
 */
export default function ServiceRenewPage() {
  const id = useRowId();
  const own = useResourceList(
    invoiceServiceResource,
    { page_index: 1, page_size: 20 },
    { enabled: id === undefined },
  );
  const ownRows = own.data?.row ?? [];
  const rowId = id ?? (ownRows.length === 1 ? Number(ownRows[0]!.id) : undefined);
  const detail = useResourceDetail(invoiceServiceResource, rowId);
  const back = useBackToList();

  if (id === undefined && own.isPending) return <Card loading />;
  if (id === undefined && own.isError) return <LoadFailed onRetry={() => void own.refetch()} />;
  if (rowId === undefined) {
    return (
      <Card title="开票服务续费">
        <Alert
          type="info"
          showIcon
          title={
            ownRows.length === 0 ? '尚未开通开票服务，请先开通' : '请在开票服务管理列表中选择要续费的服务'
          }
          action={<Button onClick={back}>返回列表</Button>}
        />
      </Card>
    );
  }
  if (detail.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (!detail.data) return <LoadFailed onRetry={() => void detail.refetch()} />;
  return <RenewForm row={detail.data} onDone={back} />;
}

function RenewForm({ row, onDone }: { row: RowOf<typeof invoiceServiceResource>; onDone(): void }) {
  const [form] = Form.useForm<{ renew_months: number }>();
  const months = Form.useWatch('renew_months', form);
  const queryClient = useQueryClient();
  const renew = useMutation({
    mutationFn: (renew_months: number) =>
      runAction(invoiceServiceResource, 'renew', { id: row.id, renew_months }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: resourceKeys.all(invoiceServiceResource.key) }),
  });
  const expire = row.expire_time ?? 0;
  // The moment the page opened: the preview counts from it, as the server counts from its own now.
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const next = typeof months === 'number' ? Math.max(now, expire) + months * SERVICE_MONTH : undefined;

  return (
    <Flex vertical gap="middle">
      <Card title="开票服务信息" extra={<Button onClick={onDone}>返回</Button>}>
        <ResourceDescriptions resource={invoiceServiceResource} row={row} />
      </Card>
      <Card title="开票服务续费">
        <Form
          form={form}
          labelCol={LABEL_COL}
          wrapperCol={WRAPPER_COL}
          initialValues={{ renew_months: 12 }}
          onFinish={(values) =>
            renew.mutate(values.renew_months, {
              onSuccess: () => {
                feedback().message.success('续费成功');
                onDone();
              },
            })
          }
        >
          <Form.Item
            label="续费时长"
            name="renew_months"
            rules={[
              { required: true, message: '请输入续费时长' },
              { type: 'integer', min: 1, max: 36, message: '续费时长为 1-36 个月' },
            ]}
          >
            <InputNumber min={1} max={36} precision={0} suffix="个月" style={{ width: 180 }} />
          </Form.Item>
          <Form.Item label="续费后到期">
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'now', label: '当前到期时间', children: formatTimestamp(expire) },
                { key: 'next', label: '续费后到期时间', children: next ? formatTimestamp(next) : '—' },
              ]}
            />
          </Form.Item>
          <Form.Item
            wrapperCol={{ ...WRAPPER_COL, sm: { span: 16, offset: 6 }, xl: { span: 12, offset: 4 } }}
          >
            <Flex gap="small">
              <Button type="primary" htmlType="submit" loading={renew.isPending}>
                确认续费
              </Button>
              <Button onClick={onDone}>取消</Button>
            </Flex>
          </Form.Item>
        </Form>
      </Card>
    </Flex>
  );
}
