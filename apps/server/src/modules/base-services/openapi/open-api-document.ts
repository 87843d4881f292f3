/**
 * The open API's own OpenAPI 3 document, served at GET /open/v1/openapi.json. Kept by hand beside
 * the routes; open-routes.test.ts fails when a route of /open/v1 is missing from it.
 */

const SIGNED = [{ appId: [], timestamp: [], nonce: [], signature: [] }];

const envelope = (payload: object) => ({
  type: 'object',
  properties: {
    code: { type: 'integer', description: '1001 成功' },
    message: { type: 'string' },
    seqno: { type: 'string', description: '请求编号，联系技术支持时提供' },
    payload,
  },
  required: ['code', 'message', 'seqno'],
});

const ERROR = {
  description:
    '拒绝：401 签名相关（hint 为 MISSING_HEADERS、BAD_NONCE、UNKNOWN_APP、NO_SECRET、STALE_TIMESTAMP、BAD_SIGNATURE、REPLAYED_NONCE），403 授权相关（MODULE_NOT_GRANTED、LOT_NOT_GRANTED），400 参数错误，404 订单不存在',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          code: {
            type: 'integer',
            description: '2401 未通过签名校验，2403 未授权，1400 参数错误，2404 不存在',
          },
          message: { type: 'string', description: '中文原因' },
          hint: { type: 'string', description: '稳定的拒绝原因代码' },
          seqno: { type: 'string' },
        },
      },
    },
  },
};

const paging = {
  type: 'object',
  properties: {
    total_count: { type: 'integer' },
    page_index: { type: 'integer' },
    page_size: { type: 'integer' },
  },
};

const listOf = (item: object) =>
  envelope({ type: 'object', properties: { row: { type: 'array', items: item }, paging_header: paging } });

const RECORD = {
  type: 'object',
  properties: {
    record_id: { type: 'integer' },
    plate: { type: 'string', description: '车牌号' },
    plate_color: { type: 'integer', description: '车牌颜色：1 蓝 2 黄 3 白 4 黑 5 绿' },
    car_type: { type: 'integer', description: '车辆类型：1 临时车 2 月卡车 3 VIP 4 储值车' },
    status: { type: 'integer', description: '1 在场，0 已出场' },
    entry_time: { type: 'integer', description: '入场时间（Unix 秒）' },
    entry_gate: { type: 'string' },
    exit_time: { type: 'integer', description: '出场时间（Unix 秒，未出场为 0）' },
    exit_gate: { type: ['string', 'null'] },
    amount: { type: 'integer', description: '应收金额（分）' },
    paid_amount: { type: 'integer', description: '实收金额（分）' },
  },
};

const IN_PARKING = {
  type: 'object',
  properties: {
    record_id: { type: 'integer' },
    plate: { type: 'string' },
    plate_color: { type: 'integer' },
    car_type: { type: 'integer' },
    entry_time: { type: 'integer' },
    entry_gate: { type: 'string' },
  },
};

const ORDER = {
  type: 'object',
  properties: {
    order_no: { type: 'string' },
    park_uuid: { type: 'string', description: '车场编号' },
    plate: { type: 'string' },
    status: { type: 'integer', description: '0 处理中（待支付），1 正常（已支付），-2 退款或撤销' },
    amount: { type: 'integer', description: '应收金额（分）' },
    discount_amount: { type: 'integer', description: '优惠金额（分）' },
    paid_amount: { type: 'integer', description: '实付金额（分）' },
    pay_type: { type: ['integer', 'null'], description: '支付方式' },
    pay_time: { type: 'integer', description: '支付时间（Unix 秒，未支付为 0）' },
    entry_time: { type: 'integer' },
    exit_time: { type: 'integer' },
  },
};

const parkParam = {
  name: 'park_uuid',
  in: 'path',
  required: true,
  description: '车场编号（控制台车场列表的“车场编号”）',
  schema: { type: 'string' },
};
const pageParams = [
  { name: 'page_index', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'page_size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
];

const ok = (description: string, schema: object) => ({
  description,
  content: { 'application/json': { schema } },
});

const refusals = { 400: ERROR, 401: ERROR, 403: ERROR };

const callbackBody = {
  type: 'object',
  properties: {
    event_id: { type: 'string', description: '事件 ID：同一应用同一事件只投递一次，可用于去重' },
    event_type: { type: 'string', enum: ['car_exit', 'order_paid'] },
    occurred_at: { type: 'integer' },
    app_id: { type: 'string' },
    park_uuid: { type: 'string' },
    park_name: { type: 'string' },
    data: { type: 'object' },
  },
};

export const OPEN_API_DOCUMENT = {
  openapi: '3.0.3',
  info: {
    title: '开放平台 API',
    version: '1.0.0',
    description: [
      '应用在控制台“基础服务 › 应用管理”创建，获得 AppID 与 AppSecret（仅在生成或重置时显示一次）。',
      '每个请求带 X-App-Id、X-Timestamp（Unix 秒，与服务器相差不超过 5 分钟）、X-Nonce（16–64 位字母数字，5 分钟内不可重复）与 X-Signature。',
      '签名串为以下五行以换行符连接：大写 HTTP 方法、路径（含查询串，与请求行一致）、X-Timestamp、X-Nonce、请求体的 SHA-256（小写十六进制，无请求体时为空串的哈希）；',
      'X-Signature 为以 AppSecret 为密钥对签名串做 HMAC-SHA256 的小写十六进制。',
      '调用需应用在“模块列表”开通对应模块，且车场在“车场 › 访问授权”中向该 AppID 授权了对应范围（停车记录、在场车辆、订单）。',
      '回调：事件发生后向“回调地址”POST 事件 JSON，请求头同样带 X-App-Id、X-Timestamp、X-Nonce、X-Signature（按回调 URL 的路径计算）及 X-Event-Id；',
      '返回 2xx 视为送达，否则按 5 秒起倍增的间隔重试（最长 10 分钟一次，共 10 次），同一事件 ID 送达后不再投递。',
    ].join(''),
  },
  servers: [{ url: '/open/v1' }],
  components: {
    securitySchemes: {
      appId: { type: 'apiKey', in: 'header', name: 'X-App-Id' },
      timestamp: { type: 'apiKey', in: 'header', name: 'X-Timestamp' },
      nonce: { type: 'apiKey', in: 'header', name: 'X-Nonce' },
      signature: { type: 'apiKey', in: 'header', name: 'X-Signature' },
    },
  },
  security: SIGNED,
  paths: {
    '/openapi.json': {
      get: { summary: '本文档', security: [], responses: { 200: { description: 'OpenAPI 3 文档' } } },
    },
    '/parks/{park_uuid}/records': {
      get: {
        summary: '车场停车记录（模块：停车记录）',
        parameters: [
          parkParam,
          ...pageParams,
          {
            name: 'begin_time',
            in: 'query',
            description: '入场时间起（Unix 秒，含）',
            schema: { type: 'integer' },
          },
          {
            name: 'end_time',
            in: 'query',
            description: '入场时间止（Unix 秒，不含）',
            schema: { type: 'integer' },
          },
        ],
        responses: { 200: ok('停车记录，按入场时间倒序', listOf(RECORD)), ...refusals },
      },
    },
    '/parks/{park_uuid}/in-parking': {
      get: {
        summary: '车场在场车辆（模块：在场车辆）',
        parameters: [parkParam, ...pageParams],
        responses: { 200: ok('在场车辆，按入场时间倒序', listOf(IN_PARKING)), ...refusals },
      },
    },
    '/orders/{order_no}': {
      get: {
        summary: '订单状态（模块：订单）',
        parameters: [{ name: 'order_no', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 200: ok('订单', envelope(ORDER)), ...refusals, 404: ERROR },
      },
    },
    '/orders/query': {
      post: {
        summary: '批量查询订单状态（模块：订单）',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  order_nos: { type: 'array', minItems: 1, maxItems: 50, items: { type: 'string' } },
                },
                required: ['order_nos'],
              },
            },
          },
        },
        responses: {
          200: ok(
            '已授权车场中找到的订单（未找到或未授权的订单不返回）',
            envelope({ type: 'object', properties: { row: { type: 'array', items: ORDER } } }),
          ),
          ...refusals,
        },
      },
    },
  },
  'x-callbacks': {
    car_exit: { summary: '车辆出场（需模块：停车记录）', body: callbackBody },
    order_paid: { summary: '订单支付（需模块：订单）', body: callbackBody },
  },
} as const;
