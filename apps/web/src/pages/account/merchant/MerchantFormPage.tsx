import { merchantResource, optionsOf, TENANT_KIND } from '@console/core';
import { Form, Select } from 'antd';
import { useEffect } from 'react';
import { ResourceFormPage, useResourceList, type FieldRenderers } from '../../../resources';
import { useSession } from '../../../lib/session-store';
import { ImageUpload } from '../../../widgets/image-upload';
import { useMerchantKindOptions } from './api/merchant-api';

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

interface KindSelectProps {
  value?: string;
  onChange?(value: string | undefined): void;
  disabled?: boolean;
}

/**
 * 商户类型: only the kinds the chosen parent may open, as the server answers them (平台运营 never; a
 * partner only 商户 and 集团客户). Editing shows the fixed type with every label. A type the newly
 * chosen parent cannot open is cleared rather than left to fail on save.
 */
function KindSelect({ value, onChange, disabled }: KindSelectProps) {
  const parentId = Form.useWatch<number | undefined>('parent_id');
  const kinds = useMerchantKindOptions(parentId, !disabled);
  const options = disabled ? optionsOf(TENANT_KIND) : (kinds.data ?? []);
  useEffect(() => {
    if (!disabled && value !== undefined && kinds.data && !kinds.data.some((kind) => kind.value === value))
      onChange?.(undefined);
  }, [disabled, kinds.data, onChange, value]);
  return (
    <Select
      disabled={disabled}
      loading={kinds.isFetching}
      placeholder="请选择商户类型"
      options={options}
      value={value}
      onChange={(next: string | undefined) => onChange?.(next)}
    />
  );
}

const RENDER: FieldRenderers = {
  parent_id: (spec) => <ParentSelect disabled={spec.disabled} />,
  kind: (spec) => <KindSelect disabled={spec.disabled} />,
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
