import { paymentAclResource } from '@console/core';
import { Form, Modal, Skeleton } from 'antd';
import { useMemo } from 'react';
import { feedback } from '../../lib/feedback';
import { LoadFailed, useResourceDetail, useResourceMutation } from '../../resources';
import { createRow, updateRow } from '../../resources/api/resource-requests';
import { fieldControlOf } from '../../resources/form/field-control';
import { bodyOf, formFieldsOf, initialValuesOf, rulesOf } from '../../resources/form/form-fields';
import { useUnsavedDialog } from '../../widgets/unsaved-changes';

/**
 * 新增/编辑 of one 访问授权 in a modal: the definition's form fields, rules and wire values. The
 * catalogue has no add or edit route for this list, so the form opens over it.
 */
export function AclRowModal({ editId, onClose }: { editId?: number; onClose(): void }) {
  const resource = paymentAclResource;
  const mode = editId === undefined ? 'create' : 'edit';
  const detail = useResourceDetail(resource, editId);
  const [form] = Form.useForm<Record<string, unknown>>();
  // 取消, Esc and the mask ask before typed input is thrown away.
  const { requestClose, holder } = useUnsavedDialog(form, true, onClose);
  const fields = useMemo(() => formFieldsOf(resource, mode), [resource, mode]);
  const row = detail.data ?? undefined;
  const initialValues = useMemo(
    () => (mode === 'edit' ? initialValuesOf(fields, row) : {}),
    [mode, fields, row],
  );
  const save = useResourceMutation(resource, (values: Record<string, unknown>) => {
    const body = bodyOf(resource, mode, values);
    return editId === undefined ? createRow(resource, body) : updateRow(resource, { ...body, id: editId });
  });

  const submit = async () => {
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is missing
    }
    try {
      await save.mutateAsync(values);
    } catch {
      return; // the request helper has said why; the form stays as typed
    }
    void feedback().message.success('保存成功');
    onClose();
  };

  const loading = mode === 'edit' && detail.isPending;
  const failed = mode === 'edit' && !loading && !row;
  return (
    <Modal
      open
      title={`${mode === 'edit' ? '编辑' : '新增'}${resource.label}`}
      okText="保存"
      onOk={() => void submit()}
      okButtonProps={{ disabled: loading || failed }}
      confirmLoading={save.isPending}
      onCancel={requestClose}
      destroyOnHidden
      width={640}
    >
      {holder}
      {loading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : failed ? (
        <LoadFailed onRetry={() => void detail.refetch()} />
      ) : (
        <Form form={form} name="payment-acl" layout="vertical" initialValues={initialValues}>
          {fields.map((spec) => {
            const { control, itemProps } = fieldControlOf(spec, mode);
            return (
              <Form.Item
                key={spec.name}
                name={spec.name}
                label={spec.label}
                rules={rulesOf(spec)}
                {...itemProps}
              >
                {control}
              </Form.Item>
            );
          })}
        </Form>
      )}
    </Modal>
  );
}
