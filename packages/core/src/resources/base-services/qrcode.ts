import { QRCODE_BATCH_FORMAT, QRCODE_BATCH_STATUS, QRCODE_KIND } from '../../code-tables/base-services.js';
import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

/**
 * 二维码: a merchant's QR codes. Each opens one thing when scanned: a web address, a lot's pay
 * station or a fixed coupon code's 领取 page; `content` is the text the image encodes, worked out
 * by the server from what the code is bound to. A stopped code stays listed under 停用二维码.
 */
export const qrcodeResource = defineResource({
  key: 'base/services/qrcode',
  table: 'qrcode',
  label: '二维码',
  scope: 'merchant',
  permissions: {
    list: 'qrcode:qrcode:list',
    detail: 'qrcode:qrcode:list',
    create: 'qrcode:qrcode:generator',
    update: 'qrcode:qrcode:update',
  },
  alsoPermitted: [{ list: 'qrcode:stopped:list', detail: 'qrcode:stopped:list' }],
  fields: {
    name: field.text({ label: '二维码名称', maxLength: 64, required: true, search: 'contains' }),
    kind: field.code(QRCODE_KIND, { label: '码类型', required: true, search: 'eq' }),
    link: field.text({
      label: '跳转链接',
      maxLength: 512,
      validators: ['url'],
      show: ['detail', 'form'],
      help: '码类型为“网址”时必填',
    }),
    park_id: field.park({
      label: '车场',
      show: ['detail', 'form'],
      help: '码类型为“车场付款码”时必选',
    }),
    fixed_code_id: field.ref('parking-coupon/fixed-code', {
      label: '固定券码',
      show: ['detail', 'form'],
      help: '码类型为“优惠券领取码”时必选',
    }),
    content: field.text({ label: '码内容', maxLength: 1024, readOnly: true }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    status: field.code(ENABLED_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
    create_time: field.time({ label: '生成时间', readOnly: true, sortable: true }),
  },
  list: { columns: ['name', 'kind', 'content', 'status', 'create_time'], sort: ['create_time', 'desc'] },
  enableDisable: { permission: 'qrcode:qrcode:stop' },
});

/** The most codes one feed-code batch makes, and the longest prefix of their numbers. */
export const QRCODE_BATCH_MAX = 2000;
export const QRCODE_BATCH_PREFIX_MAX = 16;

/**
 * 投码工具 (批量生成): a numbered batch of codes, `{prefix}{start..start+count-1}` zero-padded,
 * each encoding `base_url` with `?no=` the number, laid out as a printable PDF or a ZIP of PNGs by a
 * job whose progress the list shows; the finished file is downloaded from the list.
 */
export const qrcodeBatchResource = defineResource({
  key: 'base/services/qrcode/feed-code',
  table: 'qrcode_batch',
  label: '投码批次',
  scope: 'merchant',
  permissions: {
    list: 'qrcode:feed-code:view',
    detail: 'qrcode:feed-code:view',
    create: 'qrcode:feed-code:view',
  },
  fields: {
    name: field.text({ label: '批次名称', maxLength: 64, required: true, search: 'contains' }),
    base_url: field.text({
      label: '码内容网址',
      maxLength: 400,
      required: true,
      validators: ['url'],
      show: ['detail', 'form'],
      help: '每个码的内容为该网址加上 no=编号',
    }),
    prefix: field.text({ label: '编号前缀', maxLength: QRCODE_BATCH_PREFIX_MAX, help: '字母或数字，可不填' }),
    start_no: field.integer({ label: '起始编号', required: true, minimum: 1, maximum: 99_999_999 }),
    count: field.integer({
      label: '数量',
      required: true,
      minimum: 1,
      maximum: QRCODE_BATCH_MAX,
      unit: '个',
    }),
    format: field.code(QRCODE_BATCH_FORMAT, { label: '文件格式', required: true }),
    status: field.code(QRCODE_BATCH_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
    done_count: field.integer({ label: '已生成', readOnly: true, unit: '个' }),
    error: field.text({ label: '失败原因', readOnly: true, show: ['detail'] }),
    create_time: field.time({ label: '创建时间', readOnly: true, sortable: true }),
  },
  list: {
    columns: ['name', 'prefix', 'start_no', 'count', 'format', 'status', 'done_count', 'create_time'],
    sort: ['create_time', 'desc'],
    refreshSeconds: 3,
  },
});
