import { projectResource } from '@console/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { api } from '../../../lib/request';
import {
  isNotFound,
  LoadFailed,
  MissingRow,
  RefSelectField,
  ResourceDescriptions,
  ResourceFormPage,
  ResourceListPage,
  resourceKeys,
  useResourceDetail,
  useRowId,
  withId,
  type ActionOverrides,
} from '../../../resources';
import { useBackToList } from '../../../resources/use-back-to-list';
import { APPLICATION_FIELDS } from './PropertyApplyPage';
import { useUnsavedChanges } from '../../../widgets/unsaved-changes';
import { PROJECT_PATHS } from './paths';

// 授权 picks tenants, so it is a page of its own rather than a confirmed row button.
const OVERRIDES: ActionOverrides = { authorize: { visible: () => false } };

/** 项目管理 */
export default function ProjectListPage() {
  const navigate = useNavigate();
  return (
    <ResourceListPage
      resource={projectResource}
      addPath={PROJECT_PATHS.create}
      actionOverrides={OVERRIDES}
      rowActions={[
        {
          key: 'authorize',
          label: '授权',
          permission: ['account:project:authorize'],
          onClick: (row) => void navigate(withId(PROJECT_PATHS.authorize, row.id)),
        },
      ]}
    />
  );
}

/** 新建项目 */
export function ProjectCreatePage() {
  return (
    <ResourceFormPage
      resource={projectResource}
      mode="create"
      renderField={{ area_code: APPLICATION_FIELDS.area_code! }}
    />
  );
}

/** 项目授权 (?id=): the tenants of the caller's scope allowed to work on the project. */
export function ProjectAuthorizePage() {
  const id = useRowId();
  const detail = useResourceDetail(projectResource, id);
  const back = useBackToList(PROJECT_PATHS.list);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ merchant_ids: number[] }>();
  // 返回 or the menu ask before a changed choice of merchants is thrown away; saving releases it.
  const release = useUnsavedChanges(() => form.isFieldsTouched());

  if (id === undefined || isNotFound(detail.error)) return <MissingRow onBack={back} />;
  if (detail.isPending) return <Skeleton active />;
  if (!detail.data) return <LoadFailed onRetry={() => void detail.refetch()} />;

  const save = async ({ merchant_ids }: { merchant_ids?: number[] }) => {
    try {
      await api.put('account/project/authorize', { id, merchant_ids: merchant_ids ?? [] });
    } catch {
      return; // shown by the request helper
    }
    void feedback().message.success('授权已保存');
    release();
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(projectResource.key) });
    back();
  };

  return (
    <Card title="项目授权" extra={<Button onClick={back}>返回</Button>}>
      <Flex vertical gap="large">
        <ResourceDescriptions
          resource={projectResource}
          row={detail.data}
          sections={[{ title: '项目', fields: ['project_no', 'name', 'customer_name', 'authorized_names'] }]}
        />
        <Form
          form={form}
          name="project-authorize"
          layout="vertical"
          initialValues={{ merchant_ids: detail.data.authorized_ids ?? [] }}
          onFinish={(values) => void save(values)}
        >
          <Form.Item
            name="merchant_ids"
            label="授权商户"
            extra="只能授权本账号管理范围内的商户；清空即取消全部授权。"
          >
            <RefSelectField target="account/merchant" multiple placeholder="请选择授权商户" />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            保存
          </Button>
        </Form>
      </Flex>
    </Card>
  );
}
