import { formatTimestamp, LOT_SETTING_KINDS, type LotSettingKindName } from '@console/core';
import { Alert, Button, Card, Form, Popconfirm, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { feedback } from '../../lib/feedback';
import { LoadFailed } from '../../resources';
import { usePermission } from '../../widgets/permission';
import { useLotSetting } from './use-lot-setting';

export interface LotSettingCardProps {
  kind: LotSettingKindName;
  parkId: number;
  /** The form items, named as the kind's keys. */
  children: ReactNode;
  /** Shown above the form (what the settings do). */
  hint?: string;
}

/**
 * A lot's settings document as a form: loads it (defaults until first saved), saves the whole
 * document after a confirmation, read-only without the kind's update code. The server checks the
 * same rules (schema and cross-field rule) and answers the Chinese message shown on failure.
 */
export function LotSettingCard({ kind, parkId, children, hint }: LotSettingCardProps) {
  const def = LOT_SETTING_KINDS[kind];
  const canUpdate = usePermission().can(def.update);
  const { query, save } = useLotSetting(kind, parkId);
  const [form] = Form.useForm();

  if (query.isPending) {
    return (
      <Card title={def.label}>
        <Skeleton active paragraph={{ rows: 5 }} />
      </Card>
    );
  }
  if (!query.data) return <LoadFailed onRetry={() => void query.refetch()} />;
  const setting = query.data;

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await save.mutateAsync(values);
      feedback().message.success('保存成功');
    } catch {
      // shown by the request helper
    }
  };

  return (
    <Card
      title={`${def.label} · ${setting.park_name}`}
      extra={setting.saved ? `上次保存：${formatTimestamp(setting.update_time)}` : '尚未保存，显示默认值'}
    >
      {hint && <Alert type="info" showIcon message={hint} style={{ marginBottom: 16 }} />}
      <Form
        key={setting.update_time}
        form={form}
        initialValues={setting.value}
        labelCol={{ xs: { span: 24 }, sm: { span: 8 }, xl: { span: 6 } }}
        wrapperCol={{ xs: { span: 24 }, sm: { span: 14 }, xl: { span: 12 } }}
        disabled={!canUpdate}
      >
        {children}
        {canUpdate && (
          <Form.Item label={null} wrapperCol={{ sm: { offset: 8 }, xl: { offset: 6 } }}>
            <Popconfirm
              title={`确定保存${def.label}吗？保存后立即生效。`}
              onConfirm={submit}
              okText="确定"
              cancelText="取消"
            >
              <Button type="primary" loading={save.isPending}>
                保存
              </Button>
            </Popconfirm>
          </Form.Item>
        )}
      </Form>
    </Card>
  );
}
