import type { MapDraft } from './use-map-draft';

/** Spec 01 section 5 asks for a "choose map information" message per missing part; each names its part. */
export const MAP_MESSAGES = {
  noPoint: '请在地图上选择位置后再提交',
  noAdcode: '请选择地区信息后再提交',
  noAddress: '请填写详细地址后再提交',
  badCoordinates: '请输入有效的经纬度',
} as const;

/** The first missing part's message, in the order the user fills them in; undefined when complete. */
export function missingMapInfo(draft: Pick<MapDraft, 'point' | 'adcode' | 'address'>): string | undefined {
  if (!draft.point) return MAP_MESSAGES.noPoint;
  if (!draft.adcode) return MAP_MESSAGES.noAdcode;
  if (!draft.address.trim()) return MAP_MESSAGES.noAddress;
  return undefined;
}
