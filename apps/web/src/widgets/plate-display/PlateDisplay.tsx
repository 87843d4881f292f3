import { entryOf, formatPlate, labelOf, NO_PLATE_LABEL, PLATE_COLOR } from '@console/core';
import { Tag } from 'antd';
import { NEUTRAL_PLATE_STYLE, PLATE_BASE_STYLE, PLATE_STYLES, VISUALLY_HIDDEN } from './plate-styles';

export interface PlateDisplayProps {
  plate: string | null | undefined;
  /** PLATE_COLOR code: 1 蓝, 2 黄, 3 白, 4 黑, 5 绿; any other is 其他. */
  color?: number | string | null;
}

/**
 * A plate drawn in its colour (spec 01 section 4). The colour is also spoken and shown on hover as
 * text, since colour alone reaches neither screen readers nor colour-blind users.
 */
export function PlateDisplay({ plate, color }: PlateDisplayProps) {
  const text = plate?.trim() ?? '';
  if (text === '' || text === NO_PLATE_LABEL) return <Tag>{NO_PLATE_LABEL}</Tag>;
  const hasColor = color !== null && color !== undefined && color !== '';
  const entry = entryOf(PLATE_COLOR, color);
  const look = entry ? PLATE_STYLES[String(entry.value)] : NEUTRAL_PLATE_STYLE;
  return (
    <span
      className="plate-display"
      data-plate-color={entry ? entry.value : 'other'}
      title={formatPlate(text, color)}
      style={{ ...PLATE_BASE_STYLE, ...look }}
    >
      {text}
      {hasColor && <span style={VISUALLY_HIDDEN}>（{labelOf(PLATE_COLOR, color)}）</span>}
    </span>
  );
}
