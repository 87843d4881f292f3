import { stationResource } from '@console/core';
import { ResourceFormPage } from '../../resources';
import { STATION_FIELD_RENDERERS } from './station-fields';

/** /energy/station/list/create: 新建充电站 (the server gives it its 电站编号; it starts 启用). */
export default function StationCreatePage() {
  return <ResourceFormPage resource={stationResource} mode="create" renderField={STATION_FIELD_RENDERERS} />;
}
