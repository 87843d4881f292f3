import type { AnyResource } from '@console/core';
import { Form, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { feedback } from '../../lib/feedback';
import { FormFieldItems } from '../form/FormFieldItems';
import type { ResourceRow } from '../types';
import {
  actionBodyOf,
  actionFieldsOf,
  actionInitialValues,
  newRequestId,
  withRequestId,
} from './action-form';
import { ActionPreview } from './ActionPreview';
import { ActionSummary } from './ActionSummary';
import { useActionMutation } from './use-action-mutation';

/** What a screen may add to the generic dialog; the input, states and permission stay the definition's. */
export interface ActionExtras<Row extends ResourceRow = ResourceRow> {
  /**
   * Shown under the form with the values typed so far (a renewal's price and new validity). A
   * method, so a list's overrides typed by its definition's row fit the one dialog.
   */
  extra?(row: Row, values: Readonly<Record<string, unknown>>): ReactNode;
  /** The success message, from what the action answered (a top-up's new balance). */
  doneMessage?: (result: unknown) => string;
  onDone?: (result: unknown) => void;
}

export interface ActionDialogProps extends ActionExtras {
  resource: AnyResource;
  /** The declared action's name. */
  name: string;
  /** The row acted on; undefined keeps the dialog closed. */
  row: ResourceRow | undefined;
  onClose(): void;
}

/**
 * The one dialog of every declared action with input (退款, 人工放行, 续费, 充值, 通过, 驳回...): the
 * row's summary fields, a form built from the action's input by the form's own field controls and
 * rules, and one button named for the action. It is the confirmation itself: a person sees what
 * they act on (the amount refunded) and says why, once. A refusal keeps the dialog open as typed.
 */
export function ActionDialog({
  resource,
  name,
  row,
  onClose,
  extra,
  doneMessage,
  onDone,
}: ActionDialogProps) {
  const action = resource.actions[name];
  const [form] = Form.useForm<Record<string, unknown>>();
  const values = (Form.useWatch([], form) as Record<string, unknown> | undefined) ?? {};
  const run = useActionMutation(resource, name);
  // One id for as long as this dialog is open (it is keyed by action and row, so a new opening makes a new one).
  const [requestId] = useState(newRequestId);
  if (!action) throw new Error(`${resource.key}: no action ${name}`);
  const fields = actionFieldsOf(action);

  const submit = async (typed: Record<string, unknown>) => {
    if (!row) return;
    try {
      const body = withRequestId(action, actionBodyOf(action, typed), requestId);
      const result = await run.mutateAsync({ id: row.id, ...body });
      void feedback().message.success(doneMessage?.(result) ?? action.done ?? `${action.label}成功`);
      onDone?.(result);
      onClose();
    } catch {
      // The request helper has shown why; the dialog keeps what was typed.
    }
  };

  return (
    <Modal
      open={row !== undefined}
      title={action.label}
      okText={action.label}
      okButtonProps={{ danger: action.danger ?? false, loading: run.isPending }}
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {row && action.summary && action.summary.length > 0 && (
        <ActionSummary resource={resource} fields={action.summary} row={row} />
      )}
      <Form
        form={form}
        layout="vertical"
        name={`action-${name}`}
        initialValues={actionInitialValues(action, row)}
        onFinish={(typed) => void submit(typed)}
        preserve={false}
      >
        <FormFieldItems fields={fields} mode="create" />
      </Form>
      {row && <ActionPreview action={action} row={row} values={values} />}
      {row && extra?.(row, values)}
    </Modal>
  );
}
