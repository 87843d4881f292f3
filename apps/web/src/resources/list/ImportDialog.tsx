import { UploadOutlined } from '@ant-design/icons';
import type { AnyResource } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Form,
  Input,
  Modal,
  Select,
  Skeleton,
  Typography,
  Upload,
  type UploadFile,
} from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/request';
import { uploadToOss } from '../../widgets/oss-upload';
import { ImportParamSelect } from './ImportParamSelect';

/**
 * Spec 01 §5 says csv, xls or xlsx, at most 5 MB; old binary xls has no reader on the server (it is
 * refused when the task is created), so the dialog offers csv and xlsx only and says so.
 */
const MAX_BYTES = 5_242_880;
const TYPES = ['csv', 'xlsx'];
const TYPE_TIP = '仅支持 csv、xlsx 格式的文件，且不超过 5M';
export const BATCH_LIST_PATH = '/account/report/batch';

interface TemplateSummary {
  name: string;
  /** type 1 is a select whose choices come from batch/rt/param/value. */
  param: { key: string; name: string; type: number; regex: string | null; description: string | null }[];
  columns: string[];
  template_url: string;
}

interface ImportValues {
  file: UploadFile[];
  charset: 'UTF-8' | 'GBK';
  [param: string]: unknown;
}

/** Spec 01 §5: each template parameter is required, and a regex mismatch is refused. */
function paramRules(param: TemplateSummary['param'][number]): Rule[] {
  const select = param.type === 1;
  const rules: Rule[] = [{ required: true, message: `请${select ? '选择' : '输入'}${param.name}` }];
  if (param.regex) rules.push({ pattern: new RegExp(param.regex), message: `请输入正确的${param.name}` });
  return rules;
}

function fileRule(files: UploadFile[] | undefined): Promise<void> {
  const file = files?.[0]?.originFileObj;
  if (!file) return Promise.reject(new Error('请上传要批量导入的文件'));
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!TYPES.includes(ext) || file.size > MAX_BYTES) return Promise.reject(new Error(TYPE_TIP));
  return Promise.resolve();
}

/** The import dialog of spec 01 §5: file, encoding and the template's parameters, then the queued news. */
export function ImportDialog({ resource, onClose }: { resource: AnyResource; onClose(): void }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<ImportValues>();
  const [submitting, setSubmitting] = useState(false);
  const [batchNo, setBatchNo] = useState<string>();
  const summary = useQuery({
    queryKey: ['batch/rt/summary', resource.key],
    queryFn: async () => (await api.get<TemplateSummary>('batch/rt/summary', { uuid: resource.key })).payload,
    retry: false,
  });

  const submit = async () => {
    const values = await form.validateFields();
    setSubmitting(true);
    try {
      const file = values.file[0]!.originFileObj!;
      const fileUrl = await uploadToOss(file, { namespace: 'default', kind: 'document' });
      const params = (summary.data?.param ?? [])
        .map((p) => ({ key: p.key, value: values[p.key] }))
        .filter((p) => p.value !== undefined && p.value !== null && p.value !== '');
      const { payload } = await api.post<{ batch_no: string }>('batch/batch', {
        rt_uuid: resource.key,
        file_url: fileUrl,
        charset: values.charset,
        params,
      });
      setBatchNo(payload?.batch_no ?? '');
    } finally {
      setSubmitting(false);
    }
  };

  if (batchNo) {
    return (
      <Modal
        open
        title="导入任务已创建"
        onCancel={onClose}
        footer={[
          <Button key="close" onClick={onClose}>
            关闭
          </Button>,
          <Button
            key="go"
            type="primary"
            // Closed first: the list stays alive (kept page) and would show the dialog again on return.
            onClick={() => {
              onClose();
              void navigate(BATCH_LIST_PATH);
            }}
          >
            查看导入进度
          </Button>,
        ]}
      >
        <Typography.Paragraph>
          导入任务（批次号 {batchNo}）已进入队列，可在批量导入中查看进度和失败的行。
        </Typography.Paragraph>
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={`批量导入${resource.label}`}
      okText="开始导入"
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={submitting}
      onCancel={onClose}
      destroyOnHidden
    >
      {summary.isLoading && <Skeleton active />}
      {summary.error && <Alert type="error" showIcon message="导入模板加载失败" />}
      {summary.data && (
        <Form form={form} layout="vertical" initialValues={{ charset: 'UTF-8' }}>
          <Typography.Paragraph>
            请按模板填写后上传（{summary.data.columns.join('、')}）。
            <Typography.Link href={summary.data.template_url} download>
              下载导入模板
            </Typography.Link>
          </Typography.Paragraph>
          {summary.data.param.map((p) => (
            <Form.Item
              key={p.key}
              name={p.key}
              label={p.name}
              extra={p.description ?? undefined}
              rules={paramRules(p)}
            >
              {p.type === 1 ? (
                <ImportParamSelect uuid={resource.key} paramKey={p.key} aria-label={p.name} />
              ) : (
                <Input aria-label={p.name} />
              )}
            </Form.Item>
          ))}
          <Form.Item
            name="file"
            label="导入文件"
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
            rules={[{ validator: (_, files: UploadFile[] | undefined) => fileRule(files) }]}
            extra={TYPE_TIP}
          >
            <Upload accept=".csv,.xlsx" maxCount={1} beforeUpload={() => false}>
              <Button icon={<UploadOutlined aria-hidden />}>选择文件</Button>
            </Upload>
          </Form.Item>
          <Form.Item name="charset" label="文件编码" rules={[{ required: true, message: '请选择文件编码' }]}>
            <Select
              aria-label="文件编码"
              allowClear
              options={[
                { label: 'UTF-8', value: 'UTF-8' },
                { label: 'GBK', value: 'GBK' },
              ]}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
