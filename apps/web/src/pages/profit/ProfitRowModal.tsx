import type { AnyResource } from '@console/core';
import { Form, Modal, Skeleton } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { feedback } from '../../lib/feedback';
import { LoadFailed, useResourceDetail, useResourceMutation, type FormFieldSpec } from '../../resources';
import { createRow, updateRow } from '../../resources/api/resource-requests';
import { fieldControlOf } from '../../resources/form/field-control';
import { bodyOf, formFieldsOf, initialValuesOf, rulesOf } from '../../resources/form/form-fields';
import { useUnsavedDialog } from '../../widgets/unsaved-changes';

/** A control of one field with its own wire conversion (a share typed in percent, kept in basis points). */
export type RowControl = (spec: FormFieldSpec) => {
  control: ReactNode;
  label?: string;
  itemProps?: ReturnType<typeof fieldControlOf>['itemProps'];
};

export interface ProfitRowModalProps {
  resource: AnyResource;
  /** The row being edited; undefined creates one. */
  editId?: number;
  defaults?: Readonly<Record<string, unknown>>;
  controls?: Readonly<Record<string, RowControl>>;
  onClose(): void;
}

/**
 * 新增/编辑 of a 分账 setting in a modal: the catalogue gives 分账政策 and 分账策略 a list route only,
 * so their forms open over the list. The definition's fields, rules and wire values, as the form
 * page has them; the server's refusals (shares over 100 %, overlapping periods) show as its message.
 */
export function ProfitRowModal({ resource, editId, defaults, controls = {}, onClose }: ProfitRowModalProps) {
  const mode = editId === undefined ? 'create' : 'edit';
  const detail = useResourceDetail(resource, editId);
  const [form] = Form.useForm<Record<string, unknown>>();
  // 取消, Esc and the mask ask before typed input is thrown away.
  const { requestClose, holder } = useUnsavedDialog(form, true, onClose);
  const fields = useMemo(() => formFieldsOf(resource, mode), [resource, mode]);
  const row = detail.data ?? undefined;
  const initialValues = useMemo(
    () => (mode === 'edit' ? initialValuesOf(fields, row) : { ...defaults }),
    [mode, fields, row, defaults],
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
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : failed ? (
        <LoadFailed onRetry={() => void detail.refetch()} />
      ) : (
        <Form
          form={form}
          name={`profit-row-${resource.key.replace(/\W/g, '-')}`}
          layout="vertical"
          initialValues={initialValues}
        >
          {fields.map((spec) => {
            const custom = controls[spec.name];
            const {
              control,
              itemProps,
              label = spec.label,
            } = custom ? custom(spec) : { ...fieldControlOf(spec, mode), label: spec.label };
            return (
              <Form.Item key={spec.name} name={spec.name} label={label} rules={rulesOf(spec)} {...itemProps}>
                {control}
              </Form.Item>
            );
          })}
        </Form>
      )}
    </Modal>
  );
}
