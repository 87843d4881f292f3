import { messagePushResource, qrcodeBatchResource, qrcodeResource } from '@console/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { FEED_CODE_QUEUE, type FeedCodePayload } from '../modules/base-services/index.js';
import { enqueueJob } from '../platform/jobs/index.js';
import { insertDemoRow, insertDemoRows } from './demo-rows.js';

/** Where the demo codes point: the console as `npm start` serves it. */
const DEMO_ORIGIN = 'http://localhost:3000';

/**
 * 消息推送 and 二维码 of the demo: one push to the demo merchant's accounts (one of them read), the
 * merchant's codes (one stopped) and a feed-code batch queued for its job, which makes the file
 * once the worker runs.
 */
export async function seedNoticesAndQrcodes(trx: Transaction<Database>, now: number): Promise<void> {
  const merchant = await trx
    .selectFrom('merchant')
    .select('id')
    .where('merchant_no', '=', '300001')
    .executeTakeFirst();
  if (!merchant) return;
  const merchantId = Number(merchant.id);

  const users = await trx.selectFrom('manager').select('id').where('merchant_id', '=', merchantId).execute();
  const pushId = await insertDemoRow(
    trx,
    messagePushResource,
    {
      title: '月度账单已生成',
      body: '您的 11 月停车服务账单已生成，请在账户中心查看并核对。',
      link: '/account/setting',
      target: 'picked',
      merchant_ids: JSON.stringify([merchantId]),
      recipient_count: users.length,
      create_time: now - 7200,
    },
    now,
  );
  if (users.length > 0) {
    await trx
      .insertInto('message')
      .values(
        users.map((user, i) => ({
          app_id: 'app_console_main',
          user_id: Number(user.id),
          user_type: 2,
          title: '月度账单已生成',
          body: '您的 11 月停车服务账单已生成，请在账户中心查看并核对。',
          link: '/account/setting',
          read_status: i === 0 ? 1 : 0,
          read_time: i === 0 ? now - 3600 : 0,
          create_time: now - 7200,
          push_id: pushId,
        })),
      )
      .execute();
  }

  const park = await trx
    .selectFrom('park')
    .select(['id', 'g_park_uuid'])
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .executeTakeFirst();
  const link = 'https://www.example.com/parking/guide';
  await insertDemoRows(
    trx,
    qrcodeResource,
    [
      {
        merchant_id: merchantId,
        name: '停车指引页',
        kind: 1,
        link,
        content: link,
        status: 1,
        create_time: now - 86400,
      },
      {
        merchant_id: merchantId,
        name: '旧版活动页',
        kind: 1,
        link,
        content: link,
        status: 0,
        create_time: now - 5 * 86400,
      },
      ...(park
        ? [
            {
              merchant_id: merchantId,
              name: '出口付款码',
              kind: 2,
              link: '',
              park_id: Number(park.id),
              content: `${DEMO_ORIGIN}/pay/park?g_park_uuid=${park.g_park_uuid}`,
              status: 1,
              create_time: now - 3600,
            },
          ]
        : []),
    ],
    now,
  );
  const batchId = await insertDemoRow(
    trx,
    qrcodeBatchResource,
    {
      merchant_id: merchantId,
      name: '一号停车场桌贴',
      base_url: 'https://www.example.com/scan',
      prefix: 'FT',
      start_no: 1,
      count: 40,
      format: 'pdf',
      status: 0,
      done_count: 0,
      error: null,
      create_time: now - 600,
    },
    now,
  );
  await enqueueJob(trx, FEED_CODE_QUEUE, { batchId } satisfies FeedCodePayload);
}
