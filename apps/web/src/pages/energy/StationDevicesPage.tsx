import { PlusOutlined } from '@ant-design/icons';
import { chargePointResource } from '@console/core';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { ResourceListPage, ResourceRowModal } from '../../resources';
import { Permission } from '../../widgets/permission';
import { StationGate } from './StationGate';

const DETAIL_PATH = '/energy/station/detail/config/device/detail';

/**
 * 设备管理 of one station (the station group's `?station_id=`): the charge point definition's list
 * narrowed to the station, with 新增 in a modal (the catalogue has no form route for a charge point).
 * The password is typed once and kept only as a hash: the modal is the one place it is seen.
 */
export default function StationDevicesPage() {
  return <StationGate>{(station) => <StationDevices stationId={station.id} />}</StationGate>;
}

function StationDevices({ stationId }: { stationId: number }) {
  const [adding, setAdding] = useState(false);
  const fixedParams = useMemo(() => ({ station_id: stationId }), [stationId]);
  return (
    <>
      <ResourceListPage
        resource={chargePointResource}
        fixedParams={fixedParams}
        detailPath={DETAIL_PATH}
        toolbar={
          <Permission codes={['energy:device:create']}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
              新增
            </Button>
          </Permission>
        }
      />
      {adding && (
        <ResourceRowModal
          resource={chargePointResource}
          fixed={{ station_id: stationId }}
          defaults={{ connector_count: 1, max_power_w: 7000 }}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
}
