import { tagOf, type CodeTable } from '@console/core';
import { Tag } from 'antd';

/** A code table value as its coloured tag, as the resource lists show it. */
export function CodeTag({ table, value }: { table: CodeTable; value: unknown }) {
  const tag = tagOf(table, value);
  return <Tag color={tag.color}>{tag.label}</Tag>;
}
