import type { AnyResource } from '@console/core';
import { Form, Modal, Skeleton } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { feedback } from '../../lib/feedback';
import { useResourceDetail } from '../api/use-resource-detail';
import { useResourceMutation } from '../api/use-resource-mutation';
import { LoadFailed } from '../detail/ResourceDetailPage';
import { createRow, updateRow } from '../api/resource-requests';
import { fieldControlOf } from './field-control';
import { bodyOf, formFieldsOf, initialValuesOf, rulesOf, type FormFieldSpec } from './form-fields';
import { useUnsavedDialog } from '../../widgets/unsaved-changes';

/** A control of one field with its own wire conversion (a share typed in percent, kept in basis points). */
export type RowControl = (spec: FormFieldSpec) => {
  control: ReactNode;
  /** Replaces the definition's label when the control shows the value in another unit. */
  label?: string;
  itemProps?: ReturnType<typeof fieldControlOf>['itemProps'];
};

export interface ResourceRowModalProps {
  resource: AnyResource;
  /**
   * Values the screen fixes (a customer's id in its detail group): sent with a new row, never asked
   * for in the form.
   */
  fixed?: Readonly<Record<string, unknown>>;
  /** The row being edited; undefined creates one. */
  editId?: number;
  /** Starting values of a new row. */
  defaults?: Readonly<Record<string, unknown>>;
  controls?: Readonly<Record<string, RowControl>>;
  onClose(): void;
}

const NONE: Readonly<Record<string, unknown>> = {};

/**
 * 新增/编辑 of a row in a modal over its list, where the catalogue has no form route for it (a
 * customer's 软件套餐 and 分账政策, 分账政策 and 分账策略, 访问授权): the definition's form fields,
 * rules and wire values, as the form page has them; the server's refusals show as its message.
 */
export function ResourceRowModal({
  resource,
  fixed = NONE,
  editId,
  defaults,
  controls = {},
  onClose,
}: ResourceRowModalProps) {
  const mode = editId === undefined ? 'create' : 'edit';
  const detail = useResourceDetail(resource, editId);
  const title = `${mode === 'edit' ? '编辑' : '新增'}${resource.label}`;
  const [form] = Form.useForm<Record<string, unknown>>();
  // 取消, Esc and the mask ask before typed input is thrown away.
  const { requestClose, holder } = useUnsavedDialog(form, true, onClose);
  const fields = useMemo(
    () => formFieldsOf(resource, mode).filter((spec) => !(spec.name in fixed)),
    [resource, mode, fixed],
  );
  const row = detail.data ?? undefined;
  const initialValues = useMemo(
    () => (mode === 'edit' ? initialValuesOf(fields, row) : { ...defaults }),
    [mode, fields, row, defaults],
  );
  const save = useResourceMutation(resource, (values: Record<string, unknown>) => {
    const body = bodyOf(resource, mode, values);
    return editId === undefined
      ? createRow(resource, { ...body, ...fixed })
      : updateRow(resource, { ...body, id: editId });
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
      title={title}
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
          name={`row-${resource.key.replace(/\W/g, '-')}`}
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
