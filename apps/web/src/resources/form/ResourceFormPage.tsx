import type { AnyResource } from '@console/core';
import { Button, Card, Flex, Form, Skeleton } from 'antd';
import { useMemo } from 'react';
import { feedback } from '../../lib/feedback';
import { useDiscardPrompt, useUnsavedChanges } from '../../widgets/unsaved-changes';
import { createRow, isNotFound, updateRow } from '../api/resource-requests';
import { useResourceDetail } from '../api/use-resource-detail';
import { useResourceMutation } from '../api/use-resource-mutation';
import { LoadFailed, MissingRow } from '../detail/ResourceDetailPage';
import { useBackToList } from '../use-back-to-list';
import { useRowId } from '../use-row-id';
import { FormFieldItems, type FieldRenderers } from './FormFieldItems';
import { bodyOf, formFieldsOf, initialValuesOf, type FormMode } from './form-fields';

export type { FieldRenderers };

export interface ResourceFormPageProps {
  resource: AnyResource;
  mode: FormMode;
  renderField?: FieldRenderers;
  /** Where 保存 and 取消 return to; defaults to the route's activeMenu (its list). */
  listPath?: string;
  /** Fields fixed by the page (a lot page's park_id): sent as given, not shown. */
  fixedValues?: Readonly<Record<string, unknown>>;
  /** Called with the create answer (`{ id }`) instead of returning to the list. */
  onCreated?(answer: unknown): void;
  /** Values a new row's form starts from (shown and editable); ignored when editing. */
  defaults?: Readonly<Record<string, unknown>>;
}

/**
 * The add or edit screen of a resource (`?id=` when editing), derived from its definition: one input
 * per form field by kind, the definition's rules with the server's messages, POST create or PUT update.
 */
export function ResourceFormPage({
  resource,
  mode,
  renderField,
  listPath,
  fixedValues,
  onCreated,
  defaults,
}: ResourceFormPageProps) {
  const id = useRowId();
  const editing = mode === 'edit';
  const detail = useResourceDetail(resource, editing ? id : undefined);
  const back = useBackToList(listPath);
  const title = `${editing ? '编辑' : '新增'}${resource.label}`;

  if (editing && (id === undefined || isNotFound(detail.error) || (detail.isSuccess && !detail.data))) {
    return <MissingRow onBack={back} />;
  }
  return (
    <Card title={title}>
      {editing && detail.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : editing && !detail.data ? (
        <LoadFailed onRetry={() => void detail.refetch()} />
      ) : (
        <ResourceForm
          key={id ?? 'new'}
          resource={resource}
          mode={mode}
          id={id}
          row={detail.data ?? undefined}
          renderField={renderField}
          fixedValues={fixedValues}
          defaults={editing ? undefined : defaults}
          onDone={back}
          onCreated={onCreated}
        />
      )}
    </Card>
  );
}

export interface ResourceFormProps {
  resource: AnyResource;
  mode: FormMode;
  id: number | undefined;
  row: Readonly<Record<string, unknown>> | undefined;
  renderField?: FieldRenderers;
  onDone(): void;
  /** Values a new row starts from, and fields fixed by the screen (a lot's park_id): sent, not shown. */
  fixedValues?: Readonly<Record<string, unknown>>;
  /** Called instead of onDone when 取消 is pressed (a drawer closes either way). */
  onCancel?(): void;
  /** Called with the create answer (`{ id }`) instead of onDone after a create. */
  onCreated?(answer: unknown): void;
  /** Values a new row's form starts from (shown and editable), when there is no row. */
  defaults?: Readonly<Record<string, unknown>>;
}

// Span-based, so the buttons' label={null} lines up with the inputs at every width.
const LABEL_COL = { xs: { span: 24 }, sm: { span: 6 }, xl: { span: 4 } };
const WRAPPER_COL = { xs: { span: 24 }, sm: { span: 16 }, xl: { span: 14 } };

/**
 * The form itself, for a page (ResourceFormPage) or a drawer: one input per form field, then POST
 * create or PUT update. Fields named in `fixedValues` are not shown and always sent as given.
 */
export function ResourceForm({
  resource,
  mode,
  id,
  row,
  renderField = {},
  onDone,
  fixedValues,
  onCancel = onDone,
  onCreated,
  defaults,
}: ResourceFormProps) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const [askDiscard, modalHolder] = useDiscardPrompt();
  // Typed input counts until it is saved or given up; the shell asks before a route change drops it.
  const release = useUnsavedChanges(() => form.isFieldsTouched());
  const fields = useMemo(
    () => formFieldsOf(resource, mode).filter((spec) => !fixedValues || !(spec.name in fixedValues)),
    [resource, mode, fixedValues],
  );
  const initialValues = useMemo(
    () => (row === undefined && defaults ? { ...defaults } : initialValuesOf(fields, row)),
    [fields, row, defaults],
  );
  const save = useResourceMutation(resource, (values: Record<string, unknown>) => {
    const body = bodyOf(resource, mode, { ...values, ...fixedValues });
    // The owning tenant is no field of a definition: a screen that picks it (a partner filing for
    // one of its merchants) fixes `merchant_id`, and the engine's create checks it is in scope.
    if (mode === 'create' && fixedValues?.merchant_id !== undefined && !resource.fields.merchant_id)
      body.merchant_id = fixedValues.merchant_id;
    return mode === 'create' || id === undefined
      ? createRow(resource, body)
      : updateRow(resource, { ...body, id });
  });

  const submit = async (values: Record<string, unknown>) => {
    let answer: unknown;
    try {
      answer = await save.mutateAsync(values);
    } catch {
      // The request helper has shown why (a 14xx warning names the field); the form stays as typed.
      return;
    }
    void feedback().message.success('保存成功');
    release();
    if (onCreated && mode === 'create') onCreated(answer);
    else onDone();
  };

  const cancel = () => {
    if (!form.isFieldsTouched()) return onCancel();
    askDiscard(() => {
      release();
      onCancel();
    });
  };

  return (
    <Form
      form={form}
      name={`resource-form-${resource.key.replace(/\W/g, '-')}`}
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      labelCol={LABEL_COL}
      wrapperCol={WRAPPER_COL}
      labelWrap
      scrollToFirstError
    >
      {modalHolder}
      <FormFieldItems fields={fields} mode={mode} renderField={renderField} />
      {/* label={null} keeps the buttons in line with the inputs. */}
      <Form.Item label={null}>
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
          <Button onClick={cancel}>取消</Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}
