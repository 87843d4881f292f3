import { listPayloadOf } from './answers.js';
import { s, type Infer } from './schema.js';

/** 消息中心 and 平台公告 (spec 01 section 3): what the header drawer and their screens read. */

export const MESSAGE = s.object(
  {
    id: s.integer(),
    title: s.string({ title: '标题' }),
    body: s.string({ title: '内容' }),
    /** 0 is unread. */
    read_status: s.integer({ title: '已读状态' }),
    create_time: s.integer(),
    link: s.string({ title: '链接' }),
  },
  { module_id: s.nullable(s.integer({ title: '消息模块' })) },
);
export type Message = Infer<typeof MESSAGE>;
export const MESSAGE_LIST = listPayloadOf(MESSAGE);

export const MESSAGES_READ_BODY = s.object({
  ids: s.array(s.integer({ minimum: 1 }), { minItems: 1, maxItems: 200 }),
});
export type MarkMessagesReadInput = Infer<typeof MESSAGES_READ_BODY>;
export const MESSAGES_READ_PAYLOAD = s.object({ changed: s.integer({ title: '改为已读的条数' }) });
export type MessagesRead = Infer<typeof MESSAGES_READ_PAYLOAD>;

export const MESSAGE_MODULE_LIST = listPayloadOf(s.object({ id: s.integer(), name: s.string() }));

export const ANNOUNCEMENT_TAG = s.object({
  id: s.integer(),
  name: s.string(),
  /** NOTICE_TAG_COLOR: 1 red (danger), 2 orange, 3 green, 4 blue, 5 purple, else the default colour. */
  color: s.integer(),
});
export type AnnouncementTag = Infer<typeof ANNOUNCEMENT_TAG>;

const ANNOUNCEMENT_FIELDS = {
  id: s.integer(),
  title: s.string({ title: '标题' }),
  tags: s.array(ANNOUNCEMENT_TAG, { title: '标签' }),
  publish_time: s.integer({ title: '发布时间' }),
};
/** 1 when pinned above the others (置顶). */
const ANNOUNCEMENT_TOP = { is_top: s.integer({ title: '置顶' }) };
export const ANNOUNCEMENT = s.object(ANNOUNCEMENT_FIELDS, ANNOUNCEMENT_TOP);
export type Announcement = Infer<typeof ANNOUNCEMENT>;
export const ANNOUNCEMENT_LIST = listPayloadOf(ANNOUNCEMENT);
/** The body is HTML the server sanitised (paragraphs, emphasis, lists, links); render it through an allow-list. */
export const ANNOUNCEMENT_DETAIL = s.object(
  { ...ANNOUNCEMENT_FIELDS, content: s.string({ title: '正文' }) },
  ANNOUNCEMENT_TOP,
);
export type AnnouncementDetail = Infer<typeof ANNOUNCEMENT_DETAIL>;
