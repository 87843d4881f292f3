import {
  ApiCode,
  isCodeOf,
  NOTICE_TAG_COLOR,
  NOTICE_TAG_MAX,
  NOTICE_TAG_NAME_MAX,
  type AnnouncementTag,
} from '@console/core';
import { AppError } from '../../../http/app-error.js';
import type { Row, WriteHooks } from '../../../engine/engine-types.js';
import { hasVisibleText, sanitiseNoticeHtml } from './notice-html.js';

function refuse(message: string): never {
  throw new AppError(ApiCode.VALIDATION, message);
}

/**
 * The tags as stored: `[{id, name, color}]` with trimmed, distinct names and colours of
 * NOTICE_TAG_COLOR; ids are the positions, so a reader keys them stably.
 */
export function normaliseTags(raw: unknown): string {
  if (raw === undefined || raw === null || raw === '') return '[]';
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(raw));
  } catch {
    refuse('标签格式不正确');
  }
  if (!Array.isArray(parsed)) refuse('标签格式不正确');
  if (parsed.length > NOTICE_TAG_MAX) refuse(`标签最多 ${NOTICE_TAG_MAX} 个`);
  const seen = new Set<string>();
  const tags: AnnouncementTag[] = parsed.map((item: unknown, index) => {
    const tag = (item ?? {}) as { name?: unknown; color?: unknown };
    const name = typeof tag.name === 'string' ? tag.name.trim() : '';
    if (!name) refuse('标签名称不能为空');
    if ([...name].length > NOTICE_TAG_NAME_MAX) refuse(`标签名称不能超过 ${NOTICE_TAG_NAME_MAX} 个字`);
    if (seen.has(name)) refuse(`标签“${name}”重复`);
    seen.add(name);
    const color = Number(tag.color ?? 0);
    if (!isCodeOf(NOTICE_TAG_COLOR, color)) refuse('标签颜色不正确');
    return { id: index + 1, name, color };
  });
  return JSON.stringify(tags);
}

/** The body as stored: sanitised HTML with some visible text. */
function cleanContent(raw: unknown): string {
  const html = sanitiseNoticeHtml(String(raw ?? ''));
  if (!hasVisibleText(html)) refuse('请输入公告内容');
  return html;
}

function cleaned(values: Row): Row {
  const out: Row = { ...values };
  if ('content' in values) out.content = cleanContent(values.content);
  if ('tags' in values) out.tags = normaliseTags(values.tags);
  return out;
}

/** 公告管理: the body is sanitised and the tags checked on every write, before anything is stored. */
export const noticeHooks: WriteHooks = {
  beforeCreate(_ctx, { values }) {
    return cleaned(values);
  },
  beforeUpdate(_ctx, { changes }) {
    return cleaned(changes);
  },
};
