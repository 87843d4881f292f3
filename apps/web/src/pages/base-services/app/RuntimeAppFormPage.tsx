import { Button, Card, Flex, Form, Input, Result, Select, Skeleton } from 'antd';
import { feedback } from '../../../lib/feedback';
import { useBackToList, useRowId } from '../../../resources';
import { RT_CALLS, SYSTEM_OPTIONS, useRuntimeApp, useRuntimeAppWrite } from './api/runtime-apps';

const LABEL_COL = { xs: { span: 24 }, sm: { span: 6 }, xl: { span: 4 } };
const WRAPPER_COL = { xs: { span: 24 }, sm: { span: 16 }, xl: { span: 14 } };
const HOST =
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/i;

interface Values {
  app_id?: string;
  name: string;
  system: string;
  domains: string[];
}

function AppForm({ id, initial }: { id?: number; initial?: Values }) {
  const back = useBackToList();
  const write = useRuntimeAppWrite();
  const submit = async (values: Values) => {
    try {
      await write.mutateAsync(
        id === undefined
          ? RT_CALLS.createApp({ ...values })
          : RT_CALLS.updateApp({ id, name: values.name, system: values.system, domains: values.domains }),
      );
    } catch {
      return; // the request helper has shown why; the form keeps what was typed
    }
    void feedback().message.success('保存成功');
    back();
  };
  return (
    <Form<Values>
      name="runtime-app-form"
      labelCol={LABEL_COL}
      wrapperCol={WRAPPER_COL}
      initialValues={initial ?? { system: 'merchant', domains: [] }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="app_id"
        label="应用标识"
        extra="小写字母开头，3-64 位小写字母、数字或下划线；创建后不可修改"
        rules={[
          { required: id === undefined, message: '请输入应用标识' },
          { pattern: /^[a-z][a-z0-9_]{2,63}$/, message: '应用标识格式不正确' },
        ]}
      >
        <Input disabled={id !== undefined} maxLength={64} />
      </Form.Item>
      <Form.Item
        name="name"
        label="应用名称"
        rules={[{ required: true, whitespace: true, message: '请输入应用名称' }]}
      >
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="system" label="平台类型" rules={[{ required: true, message: '请选择平台类型' }]}>
        <Select options={SYSTEM_OPTIONS} />
      </Form.Item>
      <Form.Item
        name="domains"
        label="域名"
        extra="输入域名后回车，可填多个；同一域名只能属于一个应用"
        rules={[
          {
            validator: async (_, value: string[] | undefined) => {
              const bad = (value ?? []).find((d) => !HOST.test(d.trim()));
              if (bad !== undefined) throw new Error(`域名格式不正确：${bad}`);
            },
          },
        ]}
      >
        <Select
          mode="tags"
          open={false}
          tokenSeparators={[',', ' ', '，']}
          placeholder="如 console.example.com"
        />
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

/** 新建应用配置 */
export function RuntimeAppCreatePage() {
  return (
    <Card title="新建应用配置">
      <AppForm />
    </Card>
  );
}

/** 编辑应用配置 (?id=) */
export function RuntimeAppEditPage() {
  const id = useRowId();
  const found = useRuntimeApp(id);
  const back = useBackToList();
  if (id === undefined || (found.isError && !found.data)) {
    return (
      <Result
        status="warning"
        title="应用配置不存在或无法加载"
        extra={<Button onClick={back}>返回列表</Button>}
      />
    );
  }
  return (
    <Card title="编辑应用配置">
      {found.data ? <AppForm id={id} initial={found.data} /> : <Skeleton active paragraph={{ rows: 4 }} />}
    </Card>
  );
}
