import { messagePushResource, noticeResource } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { insertRow } from './row-for.js';
import type { TreeMember } from './tenant-tree.js';

/** 公告管理 and 消息推送 are the platform's own rows: only the platform operator reaches them. */
export const NOTICE_PLATFORM_ONLY = [noticeResource.key, messagePushResource.key];

/** Rows for the generated endpoint test; the QR codes and batches are plain merchant rows. */
export function noticeRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<number>> {
  return {
    [noticeResource.key]: () => insertRow(app.db, noticeResource),
    [messagePushResource.key]: () => insertRow(app.db, messagePushResource),
  };
}
