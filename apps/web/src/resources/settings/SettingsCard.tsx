import { EditOutlined } from '@ant-design/icons';
import {
  formatTimestamp,
  settingsDocument,
  settingsFields,
  type AnySettings,
  permittedCodes,
} from '@console/core';
import { Alert, Button, Card, Descriptions, Flex, Form, Popconfirm, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { feedback } from '../../lib/feedback';
import { Permission } from '../../widgets/permission';
import { isNotFound } from '../api/resource-requests';
import { LoadFailed, MissingRow } from '../detail/ResourceDetailPage';
import { FormFieldItems } from '../form/FormFieldItems';
import type { FormFieldSpec } from '../form/form-fields';
import { renderFieldValue } from '../render/render-value';
import { useSettings, type SettingsDetail } from './use-settings';

export interface SettingsCardProps {
  settings: AnySettings;
  /** The owner's id (a lot's park id); none for the signed-in merchant's own document. */
  ownerId?: number;
  /** Other resources a save shows in, refreshed after it (a lot's config log). */
  refreshKeys?: readonly string[];
}

const LABEL_COL = { xs: { span: 24 }, sm: { span: 8 }, xl: { span: 6 } };
const WRAPPER_COL = { xs: { span: 24 }, sm: { span: 14 }, xl: { span: 12 } };

/**
 * One owner's settings document, from its definition: the values as a detail (the defaults until
 * the first save), and with the update code an 编辑 form that saves the whole document after a
 * confirmation. The server checks the same field rules and the definition's cross-field rule.
 */
export function SettingsCard({ settings, ownerId, refreshKeys }: SettingsCardProps) {
  const { query, save } = useSettings(settings, ownerId, refreshKeys);
  const [editing, setEditing] = useState(false);

  if (isNotFound(query.error) || query.data === null) return <MissingRow />;
  if (query.isPending) {
    return (
      <Card title={settings.label}>
        <Skeleton active paragraph={{ rows: 5 }} />
      </Card>
    );
  }
  if (!query.data) return <LoadFailed onRetry={() => void query.refetch()} />;
  const detail = query.data;

  return (
    <Card
      title={`${settings.label} · ${detail.owner_name}`}
      extra={detail.saved ? `上次保存：${formatTimestamp(detail.update_time)}` : '尚未保存，显示默认值'}
    >
      {settings.hint && <Alert type="info" showIcon message={settings.hint} style={{ marginBottom: 16 }} />}
      {editing ? (
        <SettingsForm
          settings={settings}
          detail={detail}
          saving={save.isPending}
          onSave={async (values) => {
            await save.mutateAsync(values);
            void feedback().message.success('保存成功');
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Flex vertical gap="middle">
          <SettingsDescriptions settings={settings} value={detail.value} />
          <Permission codes={permittedCodes(settings, 'update')}>
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

function SettingsDescriptions({
  settings,
  value,
}: {
  settings: AnySettings;
  value: Record<string, unknown>;
}) {
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={settingsFields(settings).flatMap((name) => {
        const def = settings.fields[name];
        if (!def) return [];
        const shown = renderFieldValue(name, def, value[name], value, 'detail');
        return [
          {
            key: name,
            label: def.label,
            children: def.unit ? (
              <>
                {shown} {def.unit}
              </>
            ) : (
              shown
            ),
          },
        ];
      })}
    />
  );
}

interface SettingsFormProps {
  settings: AnySettings;
  detail: SettingsDetail;
  saving: boolean;
  onSave(values: Record<string, unknown>): Promise<void>;
  onCancel(): void;
}

function SettingsForm({ settings, detail, saving, onSave, onCancel }: SettingsFormProps) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const specs = useMemo<FormFieldSpec[]>(
    () =>
      settingsFields(settings).flatMap((name) => {
        const def = settings.fields[name];
        return def ? [{ name, def, label: def.label, required: def.required, disabled: false }] : [];
      }),
    [settings],
  );

  const submit = async () => {
    // A field the form refuses is marked beside it; nothing is sent.
    const typed = await form.validateFields().catch(() => undefined);
    if (!typed) return;
    // The whole document, a blank text as '' so the cross-field rule reads it as the server will.
    const values = settingsDocument(settings, typed);
    // The rule across fields, in the server's words, before a round trip.
    const problem = settings.check?.(values);
    if (problem) {
      void feedback().message.warning(problem);
      return;
    }
    try {
      await onSave(values);
    } catch {
      // The request helper has shown why; the form stays as typed.
    }
  };

  return (
    <Form
      form={form}
      name={`settings-form-${settings.key.replace(/\W/g, '-')}`}
      initialValues={detail.value}
      labelCol={LABEL_COL}
      wrapperCol={WRAPPER_COL}
      labelWrap
    >
      <FormFieldItems fields={specs} mode="edit" />
      <Form.Item label={null}>
        <Flex gap="small">
          <Popconfirm
            title={`确定保存${settings.label}吗？保存后立即生效。`}
            onConfirm={submit}
            okText="确定"
            cancelText="取消"
          >
            <Button type="primary" loading={saving}>
              保存
            </Button>
          </Popconfirm>
          <Button onClick={onCancel}>取消</Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}
