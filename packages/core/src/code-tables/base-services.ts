import { defineCodeTable } from './define-code-table.js';

/** Whether a catalogue entry is a platform type (gates screens) or a product (enables areas). */
export const PRODUCT_KIND = defineCodeTable([
  { value: 'product', label: '产品', color: 'blue' },
  { value: 'platform', label: '平台类型', color: 'purple' },
]);

/** Who reads a platform announcement: every tenant, or the tenants of one kind (and the platform). */
export const NOTICE_AUDIENCE = defineCodeTable([
  { value: 'all', label: '全部租户', color: 'default' },
  { value: 'partner', label: '服务商', color: 'blue' },
  { value: 'merchant', label: '商户', color: 'green' },
  { value: 'group', label: '集团客户', color: 'cyan' },
  { value: 'advertiser', label: '广告主', color: 'orange' },
]);

/** A platform announcement's state; a published one is read only once its publish time has come. */
export const NOTICE_STATUS = defineCodeTable([
  { value: 1, label: '已发布', color: 'success' },
  { value: 0, label: '已下线', color: 'default' },
]);

/**
 * A tag's colour on an announcement (antd preset colours). 1 was the only colour before (danger),
 * so it keeps meaning red.
 */
export const NOTICE_TAG_COLOR = defineCodeTable([
  { value: 0, label: '默认', color: 'default' },
  { value: 1, label: '红色', color: 'red' },
  { value: 2, label: '橙色', color: 'orange' },
  { value: 3, label: '绿色', color: 'green' },
  { value: 4, label: '蓝色', color: 'blue' },
  { value: 5, label: '紫色', color: 'purple' },
]);

/** Which tenants a message push goes to. */
export const PUSH_TARGET = defineCodeTable([
  { value: 'all', label: '全部租户', color: 'default' },
  { value: 'partner', label: '全部服务商', color: 'blue' },
  { value: 'merchant', label: '全部商户', color: 'green' },
  { value: 'group', label: '全部集团客户', color: 'cyan' },
  { value: 'advertiser', label: '全部广告主', color: 'orange' },
  { value: 'picked', label: '指定租户', color: 'purple' },
]);

/** What a QR code opens when scanned: a web address, a lot's pay station or a fixed coupon code's dispatch. */
export const QRCODE_KIND = defineCodeTable([
  { value: 1, label: '网址', color: 'blue' },
  { value: 2, label: '车场付款码', color: 'green' },
  { value: 3, label: '优惠券领取码', color: 'orange' },
]);

/** A feed-code batch's file format. */
export const QRCODE_BATCH_FORMAT = defineCodeTable([
  { value: 'pdf', label: 'PDF（可打印）', color: 'blue' },
  { value: 'zip', label: 'ZIP（PNG 图片）', color: 'purple' },
]);

/** A feed-code batch's state, as its job moves it. */
export const QRCODE_BATCH_STATUS = defineCodeTable([
  { value: 0, label: '排队中', color: 'default' },
  { value: 1, label: '生成中', color: 'processing' },
  { value: 2, label: '已完成', color: 'success' },
  { value: -1, label: '失败', color: 'error' },
]);
