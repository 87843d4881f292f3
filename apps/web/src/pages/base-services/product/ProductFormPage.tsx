import { productResource } from '@console/core';
import { ResourceFormPage, type FieldRenderers } from '../../../resources';
import { AreaSelect } from './AreaSelect';
import { PRODUCT_PATHS } from './paths';

// The stored comma-joined areas are edited as a multi-select of the catalogue's areas.
const RENDERERS: FieldRenderers = { permission_areas: () => <AreaSelect /> };

/** 新建产品: the code is what merchants hold, so it is chosen once here. */
export function ProductCreatePage() {
  return (
    <ResourceFormPage
      resource={productResource}
      mode="create"
      renderField={RENDERERS}
      listPath={PRODUCT_PATHS.list}
    />
  );
}

/** 编辑产品 (?id=): code and type are fixed; changed areas apply to merchants' next request. */
export function ProductEditPage() {
  return (
    <ResourceFormPage
      resource={productResource}
      mode="edit"
      renderField={RENDERERS}
      listPath={PRODUCT_PATHS.list}
    />
  );
}
