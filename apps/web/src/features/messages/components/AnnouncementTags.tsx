import { Tag } from 'antd';
import type { AnnouncementTag } from '@console/core';

/** An announcement's tags; colour 1 is danger (red), anything else the default tag. */
export function AnnouncementTags({ tags }: { tags: readonly AnnouncementTag[] }) {
  if (tags.length === 0) return null;
  return (
    <span>
      {tags.map((tag) => (
        <Tag key={tag.id} color={tag.color === 1 ? 'red' : undefined}>
          {tag.name}
        </Tag>
      ))}
    </span>
  );
}
