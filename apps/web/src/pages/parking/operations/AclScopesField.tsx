import { optionsOf, PARK_ACL_SCOPE } from '@console/core';
import { Checkbox, Form } from 'antd';
import { useEffect } from 'react';

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

/**
 * A value fixed by the page (the lot a create form files into), shown by name. It is written with
 * setFieldValue rather than the item's onChange: a value the page sets is not input the person
 * typed, so the form does not count as touched and leaving it asks nothing.
 */
export function FixedParkField({
  name,
  parkId,
  parkName,
  value,
}: {
  /** The form field it fills (park_id, event_id). */
  name: string;
  parkId: number;
  parkName: string;
  value?: number;
}) {
  const form = Form.useFormInstance();
  useEffect(() => {
    if (value !== parkId) form.setFieldValue(name, parkId);
  }, [form, name, value, parkId]);
  return <span>{parkName}</span>;
}
