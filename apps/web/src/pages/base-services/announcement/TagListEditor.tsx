import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  NOTICE_TAG_COLOR,
  NOTICE_TAG_MAX,
  NOTICE_TAG_NAME_MAX,
  optionsOf,
  tagOf,
  type AnnouncementTag,
} from '@console/core';
import { Button, Flex, Input, Select, Tag } from 'antd';

interface TagListEditorProps {
  /** The tags as JSON text, as the column holds them. */
  value?: string;
  onChange?(json: string): void;
  id?: string;
}

type Draft = Pick<AnnouncementTag, 'name' | 'color'>;

function parse(value: string | undefined): Draft[] {
  try {
    const parsed: unknown = JSON.parse(value || '[]');
    return Array.isArray(parsed)
      ? parsed.map((t: { name?: unknown; color?: unknown }) => ({
          name: String(t.name ?? ''),
          color: Number(t.color ?? 0),
        }))
      : [];
  } catch {
    return [];
  }
}

const COLOR_OPTIONS = optionsOf(NOTICE_TAG_COLOR).map((option) => {
  const color = tagOf(NOTICE_TAG_COLOR, option.value).color;
  return { ...option, label: <Tag color={color === 'default' ? undefined : color}>{option.label}</Tag> };
});

/** 标签: up to five named tags, each in a colour; kept as the `[{id, name, color}]` JSON the server checks. */
export function TagListEditor({ value, onChange, id }: TagListEditorProps) {
  const tags = parse(value);
  const emit = (next: Draft[]) => onChange?.(JSON.stringify(next.map((t, i) => ({ id: i + 1, ...t }))));
  const change = (index: number, patch: Partial<Draft>) =>
    emit(tags.map((t, i) => (i === index ? { ...t, ...patch } : t)));
  return (
    <Flex vertical gap={8} id={id}>
      {tags.map((tag, index) => (
        <Flex key={index} gap={8} align="center">
          <Input
            aria-label={`标签${index + 1}名称`}
            value={tag.name}
            maxLength={NOTICE_TAG_NAME_MAX}
            placeholder="标签名称"
            style={{ width: 200 }}
            onChange={(event) => change(index, { name: event.target.value })}
          />
          <Select
            aria-label={`标签${index + 1}颜色`}
            value={tag.color}
            options={COLOR_OPTIONS}
            style={{ width: 120 }}
            onChange={(color: number) => change(index, { color })}
          />
          <Button
            type="text"
            danger
            aria-label={`删除标签${index + 1}`}
            icon={<DeleteOutlined aria-hidden />}
            onClick={() => emit(tags.filter((_, i) => i !== index))}
          />
        </Flex>
      ))}
      {tags.length < NOTICE_TAG_MAX && (
        <div>
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => emit([...tags, { name: '', color: 0 }])}>
            添加标签
          </Button>
        </div>
      )}
    </Flex>
  );
}
