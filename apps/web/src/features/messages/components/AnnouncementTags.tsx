import { Tag } from 'antd';
import { NOTICE_TAG_COLOR, tagOf, type AnnouncementTag } from '@console/core';

/** An announcement's tags, each in its colour (NOTICE_TAG_COLOR; 默认 is the plain tag). */
export function AnnouncementTags({ tags }: { tags: readonly AnnouncementTag[] }) {
  if (tags.length === 0) return null;
  return (
    <span>
      {tags.map((tag) => {
        const color = tagOf(NOTICE_TAG_COLOR, tag.color).color;
        return (
          <Tag key={tag.id} color={color === 'default' ? undefined : color}>
            {tag.name}
          </Tag>
        );
      })}
    </span>
  );
}
