import { noticeResource, runtimeAppMetadataResource, runtimeAppResource } from '@console/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertDemoRow, insertDemoRows } from './demo-rows.js';

type Ids = Record<string, number>;

async function runtimeApp(
  trx: Transaction<Database>,
  app: {
    appId: string;
    name: string;
    system: string;
    merchantId: number;
    domains: string[];
    metadata: Record<string, string>;
  },
  now: number,
): Promise<void> {
  const id = await insertDemoRow(
    trx,
    runtimeAppResource,
    { app_id: app.appId, name: app.name, system: app.system, merchant_id: app.merchantId, status: 1 },
    now,
  );
  await trx
    .insertInto('runtime_app_domain')
    .values(app.domains.map((domain) => ({ domain, runtime_app_id: id })))
    .execute();
  await insertDemoRows(
    trx,
    runtimeAppMetadataResource,
    Object.entries(app.metadata).map(([key, value]) => ({ runtime_app_id: id, key, value, status: 1 })),
    now,
  );
}

const svgIcon = (fill: string, letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${fill}"/><text x="16" y="22" font-size="18" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`,
  )}`;

/** Two brandings: the platform's own for localhost, a partner's white label for partner.localhost. */
export async function seedBranding(trx: Transaction<Database>, ids: Ids, now: number): Promise<void> {
  await runtimeApp(
    trx,
    {
      appId: 'app_console_main',
      name: '商户管理平台',
      system: 'merchant',
      merchantId: ids.platformId!,
      domains: ['localhost', '127.0.0.1'],
      metadata: {
        IMAGE_FAVICON: svgIcon('#1677ff', 'P'),
        STYLE_PRIMARY_COLOR: '#1677ff',
        IMAGE_MENU_LOGO: svgIcon('#1677ff', 'P'),
        TEXT_SITENAME: '商户管理平台',
        STYLE_MENU_TITLE: 'color:#ffffff;font-weight:600',
        LINK_SUPPORT: 'mailto:support@example.com',
      },
    },
    now,
  );
  await runtimeApp(
    trx,
    {
      appId: 'app_partner_qianhai',
      name: '前海智行服务商平台',
      system: 'partner',
      merchantId: ids.partnerId!,
      domains: ['partner.localhost'],
      metadata: {
        IMAGE_FAVICON: svgIcon('#13a8a8', 'Q'),
        STYLE_PRIMARY_COLOR: '#13a8a8',
        IMAGE_MENU_LOGO: svgIcon('#13a8a8', 'Q'),
        TEXT_SITENAME: '前海智行服务商平台',
        STYLE_MENU_TITLE: 'color:#e6fffb;font-weight:600',
        LINK_SUPPORT: 'tel:4008001234',
      },
    },
    now,
  );
}

const MESSAGE_SAMPLES = [
  {
    title: '月卡即将到期提醒',
    body: '粤B12345 的月卡将于 3 天后到期，请及时提醒车主续费。',
    link: '/parking-merchant/car/month-card',
  },
  {
    title: '报表导出完成',
    body: '您导出的「停车记录」报表已生成，可在报表中心下载。',
    link: '/account/report/list',
  },
  {
    title: '异常放行告警',
    body: '福田中心停车场 1 号出口今日 14:32 有一笔手动放行，请核实。',
    link: '/parking-merchant/manage/release',
  },
  {
    title: '发票开具成功',
    body: '发票抬头「深圳福田中心停车场」的电子发票已开具。',
    link: '/account/invoice/list',
  },
  {
    title: '系统维护通知',
    body: '平台将于本周六 02:00-04:00 进行例行维护，期间部分功能不可用。',
    link: '/base/services/announcement/merchant/notice/list',
  },
];

/** A few unread messages per demo account and a handful of platform announcements. */
export async function seedMessages(trx: Transaction<Database>, ids: Ids, now: number): Promise<void> {
  const modules = await trx
    .insertInto('qa_module')
    .values([
      { name: '系统通知', sort: 1 },
      { name: '业务提醒', sort: 2 },
    ])
    .returning('id')
    .execute();
  const users = ['admin', 'partner', 'merchant', 'group', 'advertiser', 'clerk'].map((k) => ids[k]!);
  const rows = users.flatMap((userId) =>
    Array.from({ length: 12 }, (_, i) => {
      const sample = MESSAGE_SAMPLES[i % MESSAGE_SAMPLES.length]!;
      return {
        app_id: 'app_console_main',
        user_id: userId,
        user_type: 2,
        module_id: modules[i % modules.length]!.id,
        title: `${sample.title}${i >= MESSAGE_SAMPLES.length ? `（${Math.floor(i / MESSAGE_SAMPLES.length) + 1}）` : ''}`,
        body: sample.body,
        link: sample.link,
        read_status: i >= 8 ? 1 : 0,
        create_time: now - i * 3600,
      };
    }),
  );
  await trx.insertInto('message').values(rows).execute();

  const notices = [
    { title: '关于春节期间停车费结算时间调整的通知', tags: [{ id: 1, name: '重要', color: 1 }], days: 1 },
    { title: '新能源车牌识别规则升级说明', tags: [{ id: 2, name: '产品更新', color: 4 }], days: 3 },
    { title: '平台支付通道例行维护公告', tags: [{ id: 3, name: '维护', color: 0 }], days: 6 },
    { title: '电子发票开具流程优化', tags: [{ id: 2, name: '产品更新', color: 0 }], days: 9 },
    { title: '商户停车券核销规则变更', tags: [{ id: 1, name: '重要', color: 1 }], days: 14 },
    { title: '数据大屏新增车位利用率指标', tags: [{ id: 2, name: '产品更新', color: 0 }], days: 20 },
    { title: '服务商分账结算周期说明', tags: [], days: 30 },
  ];
  // The first is pinned; one is for partners only and one is scheduled for tomorrow (公告管理 shows
  // both, a merchant reads neither).
  await insertDemoRows(
    trx,
    noticeResource,
    [
      ...notices.map((n, i) => ({
        title: n.title,
        content: `<p>${n.title}。</p><p>各位商户、服务商伙伴：</p><p>为提升服务质量，平台对相关功能进行了调整，<strong>详情请查阅本公告</strong>，如有疑问请联系客服。</p><p>平台运营中心</p>`,
        tags: JSON.stringify(n.tags),
        audience: n.title.startsWith('服务商') ? 'partner' : 'all',
        is_top: i === 0 ? 1 : 0,
        status: 1,
        publish_time: now - n.days * 86400,
        create_time: now - n.days * 86400,
        update_time: now - n.days * 86400,
      })),
      {
        title: '平台服务协议更新预告',
        content: '<p>平台服务协议将于明日更新，请届时查阅。</p>',
        tags: JSON.stringify([{ id: 1, name: '预告', color: 4 }]),
        audience: 'all',
        is_top: 0,
        status: 1,
        publish_time: now + 86400,
        create_time: now,
        update_time: now,
      },
    ],
    now,
  );
}
