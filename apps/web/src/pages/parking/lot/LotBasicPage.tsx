import { EditOutlined } from '@ant-design/icons';
import { parkResource } from '@console/core';
import { Button, Card, Skeleton } from 'antd';
import { useState } from 'react';
import { LoadFailed, LotGate, ResourceDescriptions, useResourceDetail } from '../../../resources';
import { Permission } from '../../../widgets/permission';
import { ResourceFormDrawer, type DrawerState } from '../../shared/lot/lists/ResourceFormDrawer';
import { PARK_FIELD_RENDERERS } from '../park/ParkFormFields';

function ParkBasics({ parkId }: { parkId: number }) {
  const detail = useResourceDetail(parkResource, parkId);
  const [drawer, setDrawer] = useState<DrawerState>();
  const update = parkResource.permissions.update;
  return (
    <Card
      title="基础信息"
      extra={
        update && (
          <Permission codes={[update]}>
            <Button
              icon={<EditOutlined aria-hidden />}
              onClick={() => setDrawer({ mode: 'edit', id: parkId })}
            >
              编辑
            </Button>
          </Permission>
        )
      }
    >
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : detail.data ? (
        <ResourceDescriptions resource={parkResource} row={detail.data} />
      ) : (
        <LoadFailed onRetry={() => void detail.refetch()} />
      )}
      <ResourceFormDrawer
        resource={parkResource}
        state={drawer}
        onClose={() => setDrawer(undefined)}
        renderField={PARK_FIELD_RENDERERS}
      />
    </Card>
  );
}

/** /parking/manage/config/basic: the lot's basic settings, edited in a drawer. */
export default function LotBasicPage() {
  return <LotGate>{(park) => <ParkBasics parkId={park.id} />}</LotGate>;
}
