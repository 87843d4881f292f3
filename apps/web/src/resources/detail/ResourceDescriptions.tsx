import type { AnyResource, DetailSection, RowOf } from '@console/core';
import { Descriptions, Flex } from 'antd';
import type { ReactNode } from 'react';
import { renderFieldValue } from '../render/render-value';
import type { ResourceRow } from '../types';

/**
 * Per-field renderers of the detail view, by field name. Given a definition's row type (the detail
 * components infer it from their resource), each gets its value and the row at their wire types.
 */
export type DetailRenderers<Row extends object = ResourceRow> = {
  readonly [K in keyof Row]?: (value: Row[K], row: Row) => ReactNode;
};

export interface ResourceDescriptionsProps<R extends AnyResource = AnyResource> {
  resource: R;
  row: RowOf<R>;
  /** Defaults to the definition's detail sections. */
  sections?: readonly DetailSection[];
  renderers?: DetailRenderers<RowOf<R>>;
  column?: number;
}

/** A row's detail fields as labelled descriptions, one block per section. */
export function ResourceDescriptions<R extends AnyResource>({
  resource,
  row,
  sections = resource.detail.sections,
  renderers = {},
  column = 2,
}: ResourceDescriptionsProps<R>) {
  // The row and its renderers are of the same definition; by name the loop reads them loosely.
  const loose = row as ResourceRow;
  const byName = renderers as Readonly<Record<string, (value: unknown, row: RowOf<R>) => ReactNode>>;
  return (
    <Flex vertical gap="large">
      {sections.map((section) => (
        <Descriptions
          key={section.title}
          title={section.title}
          bordered
          size="small"
          column={{ xs: 1, md: column }}
          items={section.fields.flatMap((name) => {
            const def = resource.fields[name];
            if (!def) return [];
            const custom = byName[name];
            const value = loose[name];
            return [
              {
                key: name,
                label: def.label,
                // Long lists (permissions) get the whole width.
                span: def.kind === 'permissions' ? ('filled' as const) : undefined,
                children: custom ? custom(value, row) : renderFieldValue(name, def, value, loose, 'detail'),
              },
            ];
          })}
        />
      ))}
    </Flex>
  );
}
