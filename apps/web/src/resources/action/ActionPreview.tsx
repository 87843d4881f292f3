import type { ActionDef } from '@console/core';
import { Descriptions } from 'antd';
import { useState } from 'react';
import type { ResourceRow } from '../types';

/**
 * The action's declared preview (`preview` in the definition): figures worked out from the row and
 * the values typed so far, under the input, so the person sees what committing will do.
 */
export function ActionPreview({
  action,
  row,
  values,
}: {
  action: ActionDef;
  row: ResourceRow;
  values: Readonly<Record<string, unknown>>;
}) {
  // "Now" is when the form opened: the action happens now, and the preview must not tick.
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  if (!action.preview) return null;
  const lines = action.preview(row, values, now);
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={lines.map((line) => ({ key: line.label, label: line.label, children: line.value }))}
    />
  );
}
