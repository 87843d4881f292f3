import { BRANDING_METADATA, metadataKeyDef, metadataProblem } from '@console/core';
import { AutoComplete, Button, Card, Flex, Form, Result, Select, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { useBackToList, useRowId } from '../../../resources';
import {
  RT_CALLS,
  useMetadataEntry,
  useRuntimeAppOptions,
  useRuntimeAppWrite,
  type MetadataRow,
} from './api/runtime-apps';
import { MetadataValueEditor } from './MetadataValueEditor';

const LABEL_COL = { xs: { span: 24 }, sm: { span: 6 }, xl: { span: 4 } };
const WRAPPER_COL = { xs: { span: 24 }, sm: { span: 16 }, xl: { span: 14 } };
const KEY_OPTIONS = BRANDING_METADATA.map((def) => ({ value: def.key, label: `${def.key}（${def.label}）` }));

interface Values {
  runtime_app_id: number;
  key: string;
  value: string;
}

function EntryForm({ entry, appId }: { entry?: MetadataRow; appId?: number }) {
  const [form] = Form.useForm<Values>();
  const key = Form.useWatch('key', form);
  const back = useBackToList();
  const write = useRuntimeAppWrite();
  const apps = useRuntimeAppOptions();
  const submit = async (values: Values) => {
    try {
      await write.mutateAsync(
        entry
          ? RT_CALLS.updateEntry({ id: entry.id, key: values.key, value: values.value })
          : RT_CALLS.createEntry({ ...values }),
      );
    } catch {
      return; // shown by the request helper; the form keeps what was typed
    }
    void feedback().message.success('保存成功');
    back();
  };
  return (
    <Form<Values>
      form={form}
      name="runtime-app-metadata-form"
      labelCol={LABEL_COL}
      wrapperCol={WRAPPER_COL}
      initialValues={entry ?? (appId ? { runtime_app_id: appId } : {})}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="runtime_app_id"
        label="所属应用"
        rules={[{ required: true, message: '请选择所属应用' }]}
      >
        <Select
          options={apps.options}
          loading={apps.isPending}
          disabled={entry !== undefined}
          showSearch
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item
        name="key"
        label="键"
        extra={key ? metadataKeyDef(key)?.help : '可选品牌配置项，或输入自定义键（大写字母、数字、下划线）'}
        rules={[{ required: true, message: '请输入键' }]}
      >
        <AutoComplete options={KEY_OPTIONS} placeholder="如 TEXT_SITENAME" filterOption />
      </Form.Item>
      <Form.Item
        name="value"
        label="值"
        dependencies={['key']}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              const problem = metadataProblem(form.getFieldValue('key') ?? '', value ?? '');
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <MetadataValueEditor entryKey={key} />
      </Form.Item>
      <Form.Item label={null}>
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={write.isPending}>
            保存
          </Button>
          <Button onClick={back}>取消</Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}

/** 新建元数据 (?runtime_app_id= preselects the app) */
export function MetadataCreatePage() {
  const [query] = useSearchParams();
  return (
    <Card title="新建元数据">
      <EntryForm appId={Number(query.get('runtime_app_id')) || undefined} />
    </Card>
  );
}

/** 编辑元数据 (?id=) */
export function MetadataEditPage() {
  const id = useRowId();
  const found = useMetadataEntry(id);
  const back = useBackToList();
  if (id === undefined || found.isError || (found.isSuccess && !found.data)) {
    return (
      <Result
        status="warning"
        title="元数据不存在或无法加载"
        extra={<Button onClick={back}>返回列表</Button>}
      />
    );
  }
  return (
    <Card title="编辑元数据">
      {found.data ? <EntryForm entry={found.data} /> : <Skeleton active paragraph={{ rows: 4 }} />}
    </Card>
  );
}
