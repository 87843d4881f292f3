import type { AnyResource } from '@console/core';
import { Descriptions } from 'antd';
import { renderFieldValue } from '../render/render-value';
import type { ResourceRow } from '../types';

/** The row's fields an action names as its summary, so a person sees what they act on (the amount refunded). */
export function ActionSummary({
  resource,
  fields,
  row,
}: {
  resource: AnyResource;
  fields: readonly string[];
  row: ResourceRow;
}) {
  return (
    <Descriptions
      size="small"
      column={1}
      style={{ marginBottom: 16 }}
      items={fields.flatMap((field) => {
        const def = resource.fields[field];
        return def
          ? [
              {
                key: field,
                label: def.label,
                children: renderFieldValue(field, def, row[field], row, 'detail'),
              },
            ]
          : [];
      })}
    />
  );
}
