import { softwareResource } from '@console/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { feedback } from '../../../lib/feedback';
import { api } from '../../../lib/request';
import { useResourceList } from '../../../resources';
import type { ParkSoftwareRow } from './park-software';
import { customerKeys } from '../../shared/customer/use-customer-options';
import { useUnsavedDialog } from '../../../widgets/unsaved-changes';

interface InstallValues {
  software_id?: number;
  remark?: string;
}

/** The software a park runs: an enabled version of the caller's catalogue, with an optional note. */
export function SoftwareInstallModal({
  row,
  gCode,
  onClose,
}: {
  row: ParkSoftwareRow;
  gCode: string;
  onClose(): void;
}) {
  const [form] = Form.useForm<InstallValues>();
  // 取消, Esc and the mask ask before typed input is thrown away.
  const { requestClose, holder } = useUnsavedDialog(form, true, onClose);
  const queryClient = useQueryClient();
  // A disabled version is no longer offered (the server answers 1409 for it).
  const software = useResourceList(softwareResource, { page_index: 1, page_size: 200, status: 1 });
  const options = (software.data?.row ?? []).map((s) => ({
    label: `${s.name} ${s.version}（${s.vendor}）`,
    value: s.id,
  }));
  const save = useMutation({
    mutationFn: (values: InstallValues) =>
      api.put('parking/customer/software/update', { park_id: row.park_id, ...values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.software(gCode) }),
  });

  const submit = async () => {
    let values: InstallValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await save.mutateAsync({ ...values, remark: values.remark?.trim() ?? '' });
    } catch {
      return; // shown by the request helper
    }
    void feedback().message.success('软件已设置');
    onClose();
  };

  return (
    <Modal
      open
      title={`设置软件：${row.park_name}`}
      okText="保存"
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      onCancel={requestClose}
      destroyOnHidden
    >
      {holder}
      <Form<InstallValues>
        form={form}
        name="customer-software"
        layout="vertical"
        initialValues={{ software_id: row.software_id ?? undefined, remark: row.remark ?? '' }}
      >
        <Form.Item name="software_id" label="软件" rules={[{ required: true, message: '请选择软件' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={software.isLoading}
            options={options}
            placeholder="请选择软件"
            notFoundContent={software.isLoading ? '加载中…' : '暂无启用的软件'}
          />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea maxLength={255} showCount autoSize={{ minRows: 2 }} placeholder="请输入备注" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
