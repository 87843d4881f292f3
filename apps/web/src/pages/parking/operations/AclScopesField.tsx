import { optionsOf, PARK_ACL_SCOPE } from '@console/core';
import { Checkbox } from 'antd';

/** 授权范围 as checkboxes over the stored comma-joined text ("order,record"), so the field's rules still apply. */
export function AclScopesField({ value, onChange }: { value?: string; onChange?(value: string): void }) {
  const chosen = value ? value.split(',').filter(Boolean) : [];
  return (
    <Checkbox.Group
      aria-label="授权范围"
      options={optionsOf(PARK_ACL_SCOPE).map((o) => ({ label: o.label, value: String(o.value) }))}
      value={chosen}
      onChange={(next) => onChange?.(next.join(','))}
    />
  );
}
