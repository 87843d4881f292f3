import { metadataKeyDef } from '@console/core';
import { Image, Space, Typography } from 'antd';

/** A metadata value as its editor shows it: a swatch for colours, a thumbnail for images, text otherwise. */
export function MetadataValue({ entryKey, value }: { entryKey: string; value: string }) {
  const editor = metadataKeyDef(entryKey)?.editor;
  if (editor === 'color') {
    return (
      <Space size={6}>
        <span
          aria-hidden
          style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: value }}
        />
        {value}
      </Space>
    );
  }
  if (editor === 'image') return <Image src={value} width={32} height={32} alt={entryKey} />;
  return (
    <Typography.Text ellipsis={{ tooltip: value }} style={{ maxWidth: 320 }}>
      {value}
    </Typography.Text>
  );
}

export function metadataKeyLabel(key: string): string {
  const def = metadataKeyDef(key);
  return def ? `${def.label}（${key}）` : key;
}
