import type { AnyResource, DetailSection } from '@console/core';
import { Descriptions, Flex } from 'antd';
import type { ReactNode } from 'react';
import { renderFieldValue } from '../render/render-value';
import type { ResourceRow } from '../types';

/** Per-field renderers of the detail view, by field name. */
export type DetailRenderers = Readonly<Record<string, (value: unknown, row: ResourceRow) => ReactNode>>;

export interface ResourceDescriptionsProps {
  resource: AnyResource;
  row: ResourceRow;
  /** Defaults to the definition's detail sections. */
  sections?: readonly DetailSection[];
  renderers?: DetailRenderers;
  column?: number;
}

/** A row's detail fields as labelled descriptions, one block per section. */
export function ResourceDescriptions({
  resource,
  row,
  sections = resource.detail.sections,
  renderers = {},
  column = 2,
}: ResourceDescriptionsProps) {
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
            const custom = renderers[name];
            const value = row[name];
            return [
              {
                key: name,
                label: def.label,
                // Long lists (permissions) get the whole width.
                span: def.kind === 'permissions' ? ('filled' as const) : undefined,
                children: custom ? custom(value, row) : renderFieldValue(name, def, value, row, 'detail'),
              },
            ];
          })}
        />
      ))}
    </Flex>
  );
}
