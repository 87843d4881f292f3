import { adPackageResource, adPlanResource } from '@console/core';
import { ResourceFormPage } from '../../resources';
import { PACKAGE_FIELDS, PLAN_FIELDS } from './ad-controls';

/** 新建广告计划: the definition's form with the creative uploaded to the advertising namespace. */
export function AdPlanCreatePage() {
  return <ResourceFormPage resource={adPlanResource} mode="create" renderField={PLAN_FIELDS} />;
}

/** 新建定向包 */
export function AdPackageCreatePage() {
  return <ResourceFormPage resource={adPackageResource} mode="create" renderField={PACKAGE_FIELDS} />;
}

/** 编辑定向包 (?id=) */
export function AdPackageEditPage() {
  return <ResourceFormPage resource={adPackageResource} mode="edit" renderField={PACKAGE_FIELDS} />;
}
