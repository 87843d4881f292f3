import { actionAllowed, findRoute, type AnyResource, permittedCodes } from '@console/core';
import { Alert, Button, Card, Flex, Form, Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { feedback } from '../../lib/feedback';
import { usePermission } from '../../widgets/permission';
import { isNotFound } from '../api/resource-requests';
import { useResourceDetail } from '../api/use-resource-detail';
import { ResourceDescriptions } from '../detail/ResourceDescriptions';
import { LoadFailed, MissingRow } from '../detail/ResourceDetailPage';
import { FormFieldItems } from '../form/FormFieldItems';
import type { ResourceRow } from '../types';
import { useBackToList } from '../use-back-to-list';
import { useRowId } from '../use-row-id';
import { pageActionsOf } from './action-page-path';
import { actionBodyOf, actionFieldsOf, actionInitialValues } from './action-form';
import { ActionPreview } from './ActionPreview';
import { ActionSummary } from './ActionSummary';
import { useActionMutation } from './use-action-mutation';

const LABEL_COL = { xs: { span: 24 }, sm: { span: 6 }, xl: { span: 4 } };
const WRAPPER_COL = { xs: { span: 24 }, sm: { span: 16 }, xl: { span: 12 } };

/** Where a row action asked on a page goes: the catalogue's action page, with the row and the action. */
export interface ActionPageProps {
  resource: AnyResource;
  /** The list to return to; by default the route's activeMenu. */
  listPath?: string;
}

/**
 * The one page of every action asked on a page (`ask: 'page'`, a review with a long form): the row
 * as its detail shows it (or the action's summary fields), then the action's input as a form. When
 * several page actions apply to the row (通过 and 驳回), the person picks one here. Success refreshes
 * that resource's queries only and goes back to its list; a refusal keeps what was typed.
 */
export function ActionPage({ resource, listPath }: ActionPageProps) {
  const id = useRowId();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const back = useBackToList(listPath);
  const detail = useResourceDetail(resource, id);
  const { can } = usePermission();

  if (id === undefined || isNotFound(detail.error) || (detail.isSuccess && !detail.data)) {
    return <MissingRow onBack={back} />;
  }
  if (detail.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  const row = detail.data;
  if (!row) return <LoadFailed onRetry={() => void detail.refetch()} />;
  const names = pageActionsOf(resource);
  // Only what this row's state allows and this person may do; the server checks both again.
  const open = names.filter((name) => {
    const action = resource.actions[name]!;
    return actionAllowed(action, row) && can(permittedCodes(resource, { action: name }));
  });
  const asked = params.get('action');
  const labels = names.map((name) => resource.actions[name]!.label).join('或');

  return (
    <Flex vertical gap="middle">
      <Card title={`${resource.label}信息`} extra={<Button onClick={back}>返回</Button>}>
        <ResourceDescriptions resource={resource} row={row} />
      </Card>
      {open.length === 0 ? (
        <Alert type="info" showIcon title={`该${resource.label}当前不能${labels}`} />
      ) : (
        <ActionForm
          resource={resource}
          row={row}
          title={findRoute(pathname)?.route.title ?? labels}
          names={open}
          first={asked && open.includes(asked) ? asked : open[0]!}
          onDone={back}
        />
      )}
    </Flex>
  );
}

interface ActionFormProps {
  resource: AnyResource;
  row: ResourceRow;
  title: string;
  /** The page actions that apply to the row. */
  names: readonly string[];
  first: string;
  onDone(): void;
}

function ActionForm({ resource, row, title, names, first, onDone }: ActionFormProps) {
  const [name, setName] = useState(first);
  return (
    <Card title={title}>
      {names.length > 1 && (
        <Radio.Group
          aria-label="选择操作"
          optionType="button"
          buttonStyle="solid"
          style={{ marginBottom: 24 }}
          value={name}
          onChange={(event) => setName(String(event.target.value))}
          options={names.map((n) => ({ value: n, label: resource.actions[n]!.label }))}
        />
      )}
      {/* A new form per action: each starts from its own defaults and keeps nothing of the other. */}
      <ActionInput key={name} resource={resource} row={row} name={name} onDone={onDone} />
    </Card>
  );
}

function ActionInput({
  resource,
  row,
  name,
  onDone,
}: Pick<ActionFormProps, 'resource' | 'row' | 'onDone'> & { name: string }) {
  const action = resource.actions[name]!;
  const [form] = Form.useForm<Record<string, unknown>>();
  const values = (Form.useWatch([], form) as Record<string, unknown> | undefined) ?? {};
  const run = useActionMutation(resource, name);
  const submit = async (typed: Record<string, unknown>) => {
    try {
      await run.mutateAsync({ id: row.id, ...actionBodyOf(action, typed) });
      void feedback().message.success(action.done ?? `${action.label}成功`);
      onDone();
    } catch {
      // The request helper has shown why; the form keeps what was typed.
    }
  };

  return (
    <>
      {action.summary && action.summary.length > 0 && (
        <ActionSummary resource={resource} fields={action.summary} row={row} />
      )}
      <Form
        form={form}
        name={`action-${name}`}
        labelCol={LABEL_COL}
        wrapperCol={WRAPPER_COL}
        initialValues={actionInitialValues(action, row)}
        onFinish={(typed) => void submit(typed)}
      >
        <FormFieldItems fields={actionFieldsOf(action)} mode="create" />
        {action.preview && (
          <Form.Item label="预计结果">
            <ActionPreview action={action} row={row} values={values} />
          </Form.Item>
        )}
        <Form.Item label={null}>
          <Flex gap="small">
            <Button type="primary" danger={action.danger ?? false} htmlType="submit" loading={run.isPending}>
              {action.label}
            </Button>
            <Button onClick={onDone}>取消</Button>
          </Flex>
        </Form.Item>
      </Form>
    </>
  );
}
