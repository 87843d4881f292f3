import { metadataKeyDef } from '@console/core';
import { ColorPicker, Flex, Input } from 'antd';
import { ImageUpload } from '../../../widgets/image-upload';

interface Props {
  entryKey: string | undefined;
  value?: string;
  onChange?: (value: string | undefined) => void;
}

/** The value control a key calls for: image upload, colour picker, link or text (spec 01 §3 keys). */
export function MetadataValueEditor({ entryKey, value, onChange }: Props) {
  const editor = entryKey ? metadataKeyDef(entryKey)?.editor : undefined;
  switch (editor) {
    case 'image':
      return <ImageUpload namespace="default" value={value} onChange={onChange} />;
    case 'color':
      return (
        <Flex gap="small" align="center">
          <ColorPicker
            value={value || '#1677ff'}
            disabledAlpha
            onChange={(color) => onChange?.(color.toHexString())}
          />
          <Input
            aria-label="颜色值"
            style={{ width: 140 }}
            value={value}
            placeholder="#1677ff"
            onChange={(e) => onChange?.(e.target.value.trim())}
          />
        </Flex>
      );
    case 'link':
      return (
        <Input
          value={value}
          placeholder="https://、mailto: 或 tel:"
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'text':
      return <Input value={value} maxLength={64} showCount onChange={(e) => onChange?.(e.target.value)} />;
    default:
      return <Input.TextArea value={value} rows={3} onChange={(e) => onChange?.(e.target.value)} />;
  }
}
