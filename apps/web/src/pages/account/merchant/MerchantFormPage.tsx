import { merchantResource } from '@console/core';
import { Select } from 'antd';
import { ResourceFormPage, useResourceList, type FieldRenderers } from '../../../resources';
import { useSession } from '../../../lib/session-store';
import { ImageUpload } from '../../../widgets/image-upload';

interface ParentSelectProps {
  value?: number;
  onChange?(value: number | undefined): void;
  disabled?: boolean;
}

/**
 * The platform opens a merchant under itself or under one of its partners; anybody else always opens
 * it under their own tenant, so the select says so and stays locked.
 */
function ParentSelect({ value, onChange, disabled }: ParentSelectProps) {
  const platform = useSession((state) => state.profile?.system === 'platform');
  const partners = useResourceList(
    merchantResource,
    { page_index: 1, page_size: 200, kind: 'partner' },
    { enabled: platform },
  );
  if (!platform) return <Select disabled placeholder="本服务商" />;
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={partners.isFetching}
      disabled={disabled}
      placeholder="不选择则开设在平台下"
      options={(partners.data?.row ?? []).map((row) => ({ value: row.id, label: row.name }))}
      value={value}
      onChange={(next: number | undefined) => onChange?.(next)}
    />
  );
}

const RENDER: FieldRenderers = {
  parent_id: (spec) => <ParentSelect disabled={spec.disabled} />,
  logo: (spec) => <ImageUpload namespace="default" disabled={spec.disabled} />,
};

/** 新建商户: the merchant and its main account (account name and initial password) in one save. */
export function MerchantCreatePage() {
  return <ResourceFormPage resource={merchantResource} mode="create" renderField={RENDER} />;
}

/** 编辑商户 (?id=): type, parent and main account are fixed; a new password resets the main account's. */
export function MerchantEditPage() {
  return <ResourceFormPage resource={merchantResource} mode="edit" renderField={RENDER} />;
}
