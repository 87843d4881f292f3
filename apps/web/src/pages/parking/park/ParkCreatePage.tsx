import { parkResource } from '@console/core';
import { ResourceFormPage } from '../../../resources';
import { PARK_FIELD_RENDERERS } from './ParkFormFields';

/** /parking/parking/apply/create: 新增车场 (the new park starts 运营中 with its own g_park_uuid). */
export default function ParkCreatePage() {
  return <ResourceFormPage resource={parkResource} mode="create" renderField={PARK_FIELD_RENDERERS} />;
}
