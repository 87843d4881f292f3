import { BRANDING_METADATA, metadataKeyDef, runtimeAppMetadataResource } from '@console/core';
import { AutoComplete, Form, Typography } from 'antd';
import { ResourceFormPage, type FieldRenderers } from '../../../resources';
import { MetadataValueEditor } from './MetadataValueEditor';

const KEY_OPTIONS = BRANDING_METADATA.map((def) => ({ value: def.key, label: `${def.key}（${def.label}）` }));

/**
 * The value's control follows the key typed above it (an image upload, a colour, a link, text). Key
 * and value together are checked by the server (core's metadataProblem), whose message names the key.
 */
function ValueControl(props: { value?: string; onChange?: (value: string | undefined) => void }) {
  const key = Form.useWatch<string | undefined>('key', Form.useFormInstance());
  const help = key ? metadataKeyDef(key)?.help : '可选品牌配置项，或输入自定义键（大写字母、数字、下划线）';
  return (
    <>
      <MetadataValueEditor entryKey={key} {...props} />
      <Typography.Text type="secondary">{help}</Typography.Text>
    </>
  );
}

const RENDERERS: FieldRenderers = {
  key: () => <AutoComplete options={KEY_OPTIONS} placeholder="如 TEXT_SITENAME" filterOption />,
  value: () => <ValueControl />,
};

/** 新建元数据 / 编辑元数据 */
export function MetadataCreatePage() {
  return <ResourceFormPage resource={runtimeAppMetadataResource} mode="create" renderField={RENDERERS} />;
}

export function MetadataEditPage() {
  return <ResourceFormPage resource={runtimeAppMetadataResource} mode="edit" renderField={RENDERERS} />;
}
