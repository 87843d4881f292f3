import { NOTICE_AUDIENCE, NOTICE_STATUS, PUSH_TARGET } from '../../code-tables/base-services.js';
import { defineResource } from '../define-resource.js';
import { field } from '../field.js';

/** The longest announcement body, as sanitised HTML. */
export const NOTICE_CONTENT_MAX = 20_000;
/** Tags per announcement, and characters per tag name. */
export const NOTICE_TAG_MAX = 5;
export const NOTICE_TAG_NAME_MAX = 10;
/**
 * The only markup an announcement keeps: the server's sanitiser drops every other tag, and the
 * reader draws only these (the editor's 加粗/斜体 write b and i, as well as strong and em).
 */
export const NOTICE_HTML_TAGS: readonly string[] = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
];

/**
 * 公告管理: the platform's announcements. Content is rich text, kept only as the server's sanitised
 * HTML; tags are `[{id, name, color}]` JSON (NOTICE_TAG_COLOR); a published notice is read by its
 * audience once its publish time has come (a later time is a scheduled publish).
 */
export const noticeResource = defineResource({
  key: 'base/services/announcement/notice',
  table: 'announcement',
  label: '平台公告',
  scope: 'platform',
  permissions: {
    list: 'system:notice:list',
    detail: 'system:notice:list',
    create: 'system:notice:create',
    update: 'system:notice:update',
    delete: 'system:notice:delete',
  },
  fields: {
    title: field.text({ label: '公告标题', maxLength: 100, required: true, search: 'contains' }),
    tags: field.text({
      label: '标签',
      maxLength: 1000,
      help: `最多 ${NOTICE_TAG_MAX} 个，每个不超过 ${NOTICE_TAG_NAME_MAX} 个字`,
    }),
    audience: field.code(NOTICE_AUDIENCE, { label: '可见对象', required: true, search: 'eq' }),
    publish_time: field.time({
      label: '发布时间',
      required: true,
      sortable: true,
      search: 'range',
      help: '晚于现在即为定时发布，到时间后才对商户可见',
    }),
    is_top: field.boolean({ label: '置顶', search: 'eq' }),
    status: field.code(NOTICE_STATUS, { label: '状态', readOnly: true, search: 'eq' }),
    content: field.text({
      label: '公告内容',
      maxLength: NOTICE_CONTENT_MAX,
      required: true,
      show: ['detail', 'form'],
    }),
    create_time: field.time({ label: '创建时间', readOnly: true, show: ['detail'] }),
    update_time: field.time({ label: '更新时间', readOnly: true, show: ['detail'] }),
  },
  list: {
    columns: ['title', 'tags', 'audience', 'publish_time', 'is_top', 'status'],
    sort: ['publish_time', 'desc'],
  },
  actions: {
    offline: {
      label: '下线',
      permission: 'system:notice:update',
      states: { field: 'status', in: [1] },
      to: { field: 'status', value: 0 },
    },
    publish: {
      label: '发布',
      permission: 'system:notice:update',
      states: { field: 'status', in: [0] },
      to: { field: 'status', value: 1 },
    },
  },
});

/**
 * 消息推送: one push, written as a message-centre entry for every account of the tenants it names (all,
 * one kind, or picked ones); the list counts how many of them have read it.
 */
export const messagePushResource = defineResource({
  key: 'base/services/announcement/push',
  table: 'message_push',
  label: '消息推送',
  scope: 'platform',
  permissions: {
    list: 'system:push:list',
    detail: 'system:push:list',
    create: 'system:push:create',
  },
  fields: {
    title: field.text({ label: '消息标题', maxLength: 100, required: true, search: 'contains' }),
    body: field.text({ label: '消息内容', maxLength: 1000, required: true, show: ['detail', 'form'] }),
    link: field.text({
      label: '跳转链接',
      maxLength: 512,
      show: ['detail', 'form'],
      help: '以 / 开头的控制台页面，或 http(s) 网址；可不填',
    }),
    target: field.code(PUSH_TARGET, { label: '推送对象', required: true, search: 'eq' }),
    merchant_ids: field.ref('account/merchant', {
      label: '指定租户',
      multiple: true,
      show: ['detail', 'form'],
      help: '推送对象为“指定租户”时必选',
    }),
    recipient_count: field.integer({ label: '接收人数', readOnly: true }),
    read_count: field.integer({ label: '已读人数', readOnly: true, virtual: true }),
    create_time: field.time({ label: '推送时间', readOnly: true, sortable: true }),
  },
  list: {
    columns: ['title', 'target', 'recipient_count', 'read_count', 'create_time'],
    sort: ['create_time', 'desc'],
  },
});
