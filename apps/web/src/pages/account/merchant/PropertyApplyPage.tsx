import { propertyApplicationResource } from '@console/core';
import { ResourceFormPage, type FieldRenderers } from '../../../resources';
import { ImageUpload } from '../../../widgets/image-upload';
import { CityField } from './fields/CityField';

export const APPLICATION_FIELDS: FieldRenderers = {
  area_code: (spec) => <CityField disabled={spec.disabled} />,
  licence_image: (spec) => <ImageUpload namespace="default" disabled={spec.disabled} />,
};

/** 入驻申请 (signed in): the same application as the public page, reviewed by the tenant above. */
export default function PropertyApplyPage() {
  return (
    <ResourceFormPage resource={propertyApplicationResource} mode="create" renderField={APPLICATION_FIELDS} />
  );
}
