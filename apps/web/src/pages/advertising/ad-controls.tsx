import { CAR_TYPE, optionsOf, PLATE_PROVINCES } from '@console/core';
import { Select } from 'antd';
import type { FieldRenderers } from '../../resources';
import { AreaCodeField } from '../shared/area/AreaCodeField';
import { ImageUpload } from '../../widgets/image-upload';

const PROVINCE_OPTIONS = [...PLATE_PROVINCES].map((p) => ({ label: p, value: p }));
// The package keeps car types as text entries (a tags field): the codes' values as strings.
const CAR_TYPE_OPTIONS = optionsOf(CAR_TYPE).map((o) => ({ label: o.label, value: String(o.value) }));

/** The targeting package's controls: the area cascader and the two lists as multiple selects. */
export const PACKAGE_FIELDS: FieldRenderers = {
  area_code: (spec) => <AreaCodeField placeholder="不选则不限地区" disabled={spec.disabled} />,
  plate_provinces: (spec) => (
    <Select
      mode="multiple"
      allowClear
      options={PROVINCE_OPTIONS}
      placeholder="不选则不限"
      disabled={spec.disabled}
    />
  ),
  car_types: (spec) => (
    <Select
      mode="multiple"
      allowClear
      options={CAR_TYPE_OPTIONS}
      placeholder="不选则不限"
      disabled={spec.disabled}
    />
  ),
};

/** The plan's creative goes to the advertising namespace, where the server looks for it. */
export const PLAN_FIELDS: FieldRenderers = {
  creative: (spec) => <ImageUpload namespace="advertising" disabled={spec.disabled} />,
};
