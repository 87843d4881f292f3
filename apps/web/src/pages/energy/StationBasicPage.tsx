import { EditOutlined } from '@ant-design/icons';
import { stationResource } from '@console/core';
import { Button, Card, Skeleton } from 'antd';
import { useState } from 'react';
import { LoadFailed, ResourceDescriptions, useResourceDetail } from '../../resources';
import { Permission } from '../../widgets/permission';
import { ResourceFormDrawer, type DrawerState } from '../shared/lot/lists/ResourceFormDrawer';
import { StationGate } from './StationGate';
import { STATION_FIELD_RENDERERS } from './station-fields';

function StationBasics({ stationId }: { stationId: number }) {
  const detail = useResourceDetail(stationResource, stationId);
  const [drawer, setDrawer] = useState<DrawerState>();
  return (
    <Card
      title="基础信息"
      extra={
        <Permission codes={['energy:station:update']}>
          <Button
            icon={<EditOutlined aria-hidden />}
            onClick={() => setDrawer({ mode: 'edit', id: stationId })}
          >
            编辑
          </Button>
        </Permission>
      }
    >
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : detail.data ? (
        <ResourceDescriptions resource={stationResource} row={detail.data} />
      ) : (
        <LoadFailed onRetry={() => void detail.refetch()} />
      )}
      <ResourceFormDrawer
        resource={stationResource}
        state={drawer}
        onClose={() => setDrawer(undefined)}
        renderField={STATION_FIELD_RENDERERS}
      />
    </Card>
  );
}

/** /energy/station/detail/config/basic: the station's own fields, edited in a drawer. */
export default function StationBasicPage() {
  return <StationGate>{(station) => <StationBasics stationId={station.id} />}</StationGate>;
}
