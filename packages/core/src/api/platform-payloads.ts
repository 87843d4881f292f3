import { PAYLOAD_SEAL_ALG } from '../crypto/server-key.js';
import type { JsonSchema } from '../resources/json-schema.js';
import { listPayloadOf } from './answers.js';
import { s, type Infer } from './schema.js';

/** The payloads of the shared services every area uses: areas, maps, personal settings, files, keys. */

const AREA_FIELDS = {
  name: s.string({ title: '名称' }),
  code: s.string({ title: '编码' }),
  /** 1..4: province, city, district, street. */
  type: s.oneOf([1, 2, 3, 4], { title: '级别' }),
  /** Streets have no children; the cascader stops there. */
  leaf: s.boolean({ title: '是否末级' }),
};
const areaWith = <T>(children: ReturnType<typeof s.array<T>>) => s.object(AREA_FIELDS, { children });
/** An area with its descendants down to at most three levels (depth=3 of GET area/list). */
export const AREA_ENTRY = areaWith(s.array(areaWith(s.array(s.object(AREA_FIELDS)))));
export type AreaEntry = Infer<typeof AREA_ENTRY>;

/** GET area/list: provinces (`row`), or the children of one code (`areaData`). */
export const AREA_LIST_PAYLOAD = s.object({}, { row: s.array(AREA_ENTRY), areaData: s.array(AREA_ENTRY) });

const DECODED_AREA_FIELDS = {
  code: s.string(),
  name: s.string(),
  type: s.oneOf([1, 2, 3, 4]),
  full_name: s.string({ title: '完整名称' }),
  province: s.string(),
  city: s.string(),
  district: s.string(),
  street: s.string(),
  /** Codes from province down to this area, as the cascader's value path. */
  codes: s.array(s.string()),
};
export const DECODED_AREA = s.object(DECODED_AREA_FIELDS);
export type DecodedArea = Infer<typeof DECODED_AREA>;
/**
 * GET area/decode/batch: each code asked for that exists, decoded, with the code as it was asked
 * (`asked`): a 12-digit street code decodes to its 9 digits. Unknown codes are left out.
 */
export const DECODED_AREA_BATCH = s.object({
  row: s.array(s.object({ asked: s.string({ title: '所查编码' }), ...DECODED_AREA_FIELDS })),
});
export type DecodedAreaBatch = Infer<typeof DECODED_AREA_BATCH>;

const LAT_LNG = s.object({ lat: s.number(), lng: s.number() });
const AD_INFO = s.object({
  /** District adcode (city adcode where there is no district), as text like every area code here. */
  adcode: s.string(),
  province: s.string(),
  city: s.string(),
  district: s.string(),
});
export const MAP_PLACE = s.object({
  id: s.string(),
  title: s.string(),
  address: s.string(),
  location: LAT_LNG,
  ad_info: AD_INFO,
});
export type MapPlace = Infer<typeof MAP_PLACE>;
/** Shaped like Tencent's WebService answers, which the MapPointPicker reads (spec 01 §3). */
export const MAP_PLACE_LIST = s.object({ data: s.array(MAP_PLACE), count: s.integer() });
export type MapPlaceList = Infer<typeof MAP_PLACE_LIST>;
export const MAP_GEOCODE = s.object({
  result: s.object({ address: s.string(), location: LAT_LNG, ad_info: AD_INFO }),
});
export type MapGeocode = Infer<typeof MAP_GEOCODE>;

/** A personal setting: its value is any JSON the web app stored (a table's columns, a theme). */
const ANY_JSON: JsonSchema = { description: '任意 JSON' };
export const KV_LIST_PAYLOAD = listPayloadOf(
  s.object({ key: s.string(), value: ANY_JSON, update_time: s.integer() }),
);

export const UPLOAD_TOKEN_PAYLOAD = s.object({
  token: s.string({ title: '上传凭证' }),
  api_url: s.string({ title: '上传地址' }),
});

/**
 * POST storage/oss/upload answers outside the usual envelope shape: the upload widget reads
 * `status` (equal to `code`, on failures too) and `link`.
 */
export const UPLOAD_ANSWER = s.object(
  {
    code: s.integer(),
    status: s.integer(),
    message: s.string(),
    seqno: s.string(),
  },
  { hint: s.string(), link: s.string(), payload: s.object({ link: s.string({ title: '文件链接' }) }) },
);

/** GET /api/secret: the public key requests are sealed with. */
export const SERVER_KEY_PAYLOAD = s.object({
  kid: s.string(),
  public_key: s.string(),
  alg: s.oneOf([PAYLOAD_SEAL_ALG]),
});

/** `POST {resource}/export`: the report task just queued (its progress is followed in 报表中心). */
export const EXPORT_TASK_PAYLOAD = s.object({ task_id: s.integer({ title: '报表任务编号' }) });
