import { cityResource } from '@console/core';
import { ResourceFormPage, type FieldRenderers } from '../../../resources';
import { CityCodeField } from './CityCodeField';

const RENDERERS: FieldRenderers = {
  area_code: (spec) => <CityCodeField disabled={spec.disabled} />,
};

/** 新增城市 / 编辑城市: the city is chosen once (its name follows from it); status, order and remark change. */
export function CityAddPage() {
  return <ResourceFormPage resource={cityResource} mode="create" renderField={RENDERERS} />;
}

export function CityEditPage() {
  return <ResourceFormPage resource={cityResource} mode="edit" renderField={RENDERERS} />;
}
