import { NO_PLATE_LABEL, PLATE_COLOR, labelOf } from '../code-tables/index.js';

/**
 * A plate with its colour for lists and details: '粤B12345（蓝）'. Without plate text the vehicle
 * is 无牌车 whatever its colour; without a colour code the plate is shown alone.
 */
export function formatPlate(plate: string | null | undefined, color?: number | string | null): string {
  const text = plate?.trim() ?? '';
  if (text === '' || text === NO_PLATE_LABEL) return NO_PLATE_LABEL;
  if (color === null || color === undefined || color === '') return text;
  return `${text}（${labelOf(PLATE_COLOR, color)}）`;
}
