import { PlusOutlined } from '@ant-design/icons';
import { bonusAclResource, bonusEventResource, type RowOf } from '@console/core';
import { Button, Card, Descriptions, Flex, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  isNotFound,
  LoadFailed,
  MissingRow,
  ResourceListPage,
  useBackToList,
  useGroupLinks,
  useResourceDetail,
} from '../../../../resources';
import type { RowAction } from '../../../../widgets/data-table';
import { Permission } from '../../../../widgets/permission';
import { ResourceFormDrawer, type DrawerState } from '../../../shared/lot/lists/ResourceFormDrawer';
import { BONUS_PATHS } from '../../../shared/bonus/paths';
import { bonusAmountText } from '../../../shared/bonus/bonus-amount';

function eventIdOf(text: string | null): number | undefined {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

function AclList({ event }: { event: RowOf<typeof bonusEventResource> }) {
  const [drawer, setDrawer] = useState<DrawerState>();
  const fixed = useMemo(() => ({ event_id: event.id, park_id: event.park_id }), [event]);
  const listParams = useMemo(() => ({ event_id: event.id }), [event]);
  const rowActions = useMemo<RowAction<RowOf<typeof bonusAclResource>>[]>(
    () => [
      {
        key: 'edit-in-drawer',
        label: '编辑',
        permission: 'bonus:acl:update',
        onClick: (row) => setDrawer({ mode: 'edit', id: row.id }),
      },
    ],
    [],
  );
  return (
    <>
      <ResourceListPage
        resource={bonusAclResource}
        fixedParams={listParams}
        rowActions={rowActions}
        toolbar={
          <Permission codes={['bonus:acl:create']}>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setDrawer({ mode: 'create' })}
            >
              新增授权
            </Button>
          </Permission>
        }
      />
      <ResourceFormDrawer
        resource={bonusAclResource}
        state={drawer}
        onClose={() => setDrawer(undefined)}
        fixedValues={fixed}
      />
    </>
  );
}

/** /parking/manage/config/event/acl?event_id=: the issuers allowed to hand out this activity's red packets. */
export default function BonusAclPage() {
  const [params] = useSearchParams();
  const { carried, href } = useGroupLinks();
  const eventId = eventIdOf(params.get('event_id'));
  const event = useResourceDetail(bonusEventResource, eventId);
  // Opened from a lot, 返回 lands on that lot's activities; from 基础服务 (no lot), on the page before.
  const back = useBackToList(carried.g_park_uuid ? href(BONUS_PATHS.list) : undefined);

  if (eventId === undefined || isNotFound(event.error) || (event.isSuccess && event.data === null)) {
    return <MissingRow onBack={back} />;
  }
  if (event.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (!event.data) return <LoadFailed onRetry={() => void event.refetch()} />;
  const row = event.data;
  return (
    <Flex vertical gap="middle">
      <Card title="活动授权" size="small" extra={<Button onClick={back}>返回</Button>}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'name', label: '红包活动', children: row.name },
            { key: 'park', label: '车场', children: row.park_name },
            { key: 'amount', label: '红包金额', children: bonusAmountText(row) },
          ]}
        />
      </Card>
      <AclList event={row} />
    </Flex>
  );
}
