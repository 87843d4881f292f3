import { adPackageResource, adPlanResource } from '@console/core';
import { ResourceFormPage } from '../../resources';
import { PACKAGE_FIELDS, PLAN_FIELDS } from './ad-controls';

/** 新建广告计划: the definition's form with the creative uploaded to the advertising namespace. */
export function AdPlanCreatePage() {
  return <ResourceFormPage resource={adPlanResource} mode="create" renderField={PLAN_FIELDS} />;
}

/**
 * 编辑广告计划 (?id=): the same form; the server sends an approved or rejected plan whose creative,
 * landing page or name changed back to 待审核, so nothing unreviewed serves.
 */
export function AdPlanEditPage() {
  return <ResourceFormPage resource={adPlanResource} mode="edit" renderField={PLAN_FIELDS} />;
}

/** 新建定向包 */
export function AdPackageCreatePage() {
  return <ResourceFormPage resource={adPackageResource} mode="create" renderField={PACKAGE_FIELDS} />;
}

/** 编辑定向包 (?id=) */
export function AdPackageEditPage() {
  return <ResourceFormPage resource={adPackageResource} mode="edit" renderField={PACKAGE_FIELDS} />;
}
