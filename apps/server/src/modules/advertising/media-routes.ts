import {
  AD_SLOT_TYPE,
  adCategoryResource,
  adMediaAppResource,
  adPackageResource,
  adSlotResource,
  CAR_TYPE,
  entryOf,
  PLATE_PROVINCES,
} from '@console/core';
import { randomBytes } from 'node:crypto';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { EngineContext, Row } from '../../engine/engine-types.js';
import { findArea, lineageOf } from '../../platform/area/area-service.js';
import { invalid } from './advertising-lookups.js';
import { RATIO_TOLERANCE } from './creative-size.js';

const key = (prefix: string) => `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;

export const adCategoryRoutes = crudRoutes(adCategoryResource);

/** 媒体应用: its key (what its screens send) is made once and never typed. */
export const adMediaAppRoutes = crudRoutes(adMediaAppResource, {
  hooks: { beforeCreate: (_ctx, { values }) => ({ ...values, app_key: key('MA') }) },
});

/** The slot's size must have its type's ratio: a creative checked for the type then fits the slot. */
function checkSlotSize(values: Row): void {
  const rule = entryOf(AD_SLOT_TYPE, values.slot_type);
  if (!rule) throw invalid('请选择广告位类型', '广告位类型');
  const want = rule.width / rule.height;
  const width = Number(values.width);
  const height = Number(values.height);
  if (Math.abs(width / height - want) / want > RATIO_TOLERANCE) {
    throw invalid(
      `广告位尺寸 ${width}×${height} 与「${rule.label}」要求的比例 ${rule.width}:${rule.height} 不符`,
      '宽度',
    );
  }
}

/** A slot on a lot earns for the lot's owner (the traffic provider); a network slot for nobody. */
async function providerOf(ctx: EngineContext, parkId: unknown): Promise<number | null> {
  if (parkId === null || parkId === undefined) return null;
  const park = await ctx.db
    .selectFrom('park')
    .select('merchant_id')
    .where('id', '=', Number(parkId))
    .executeTakeFirst();
  if (!park) throw invalid('车场不存在', '所在车场');
  return Number(park.merchant_id);
}

async function mediaAppEnabled(ctx: EngineContext, id: unknown): Promise<void> {
  const app = await ctx.db
    .selectFrom('ad_media_app')
    .select('status')
    .where('id', '=', Number(id))
    .executeTakeFirst();
  if (!app) throw invalid('媒体应用不存在', '媒体应用');
  if (Number(app.status) !== 1) throw invalid('媒体应用已停用', '媒体应用');
}

export const adSlotRoutes = crudRoutes(adSlotResource, {
  hooks: {
    async beforeCreate(ctx, { values }) {
      checkSlotSize(values);
      await mediaAppEnabled(ctx, values.media_app_id);
      return { ...values, slot_code: key('AS'), provider_id: await providerOf(ctx, values.park_id) };
    },
    async beforeUpdate(ctx, { before, changes }) {
      checkSlotSize({ ...before, ...changes });
      const next: Row = { ...changes };
      if (changes.media_app_id !== undefined && changes.media_app_id !== before.media_app_id)
        await mediaAppEnabled(ctx, changes.media_app_id);
      if (changes.park_id !== undefined) next.provider_id = await providerOf(ctx, changes.park_id);
      return next;
    },
    async decorateRows(ctx, rows) {
      // A list row carries only the list's columns: the app and lot it names are read by row id
      // (on PostgreSQL an absent id would reach the query as NaN).
      const ids = rows.map((row) => Number(row.id));
      const links = ids.length
        ? await ctx.db
            .selectFrom('ad_slot')
            .select(['id', 'media_app_id', 'park_id'])
            .where('id', 'in', ids)
            .execute()
        : [];
      const linkBy = new Map(links.map((r) => [Number(r.id), r]));
      for (const row of rows) {
        const link = linkBy.get(Number(row.id));
        row.media_app_id ??= link ? Number(link.media_app_id) : null;
        row.park_id ??= link?.park_id == null ? null : Number(link.park_id);
      }
      const apps = rows.map((row) => Number(row.media_app_id)).filter((id) => id > 0);
      const parks = rows.map((row) => Number(row.park_id)).filter((id) => id > 0);
      const appNames = apps.length
        ? await ctx.db.selectFrom('ad_media_app').select(['id', 'name']).where('id', 'in', apps).execute()
        : [];
      const parkNames = parks.length
        ? await ctx.db.selectFrom('park').select(['id', 'name']).where('id', 'in', parks).execute()
        : [];
      const appBy = new Map(appNames.map((r) => [Number(r.id), r.name]));
      const parkBy = new Map(parkNames.map((r) => [Number(r.id), String(r.name)]));
      for (const row of rows) {
        row.media_app_name = appBy.get(Number(row.media_app_id)) ?? '';
        row.park_name = row.park_id ? (parkBy.get(Number(row.park_id)) ?? '') : '全网';
      }
    },
  },
});

const CAR_TYPES = new Set(CAR_TYPE.entries.map((entry) => String(entry.value)));

/** The package's lists, checked and stored as JSON in their columns. */
function listColumns(input: Row): Row {
  const out: Row = {};
  if (Array.isArray(input.plate_provinces)) {
    const list = input.plate_provinces.map(String);
    const wrong = list.find((p) => p.length !== 1 || !PLATE_PROVINCES.includes(p));
    if (wrong !== undefined) throw invalid(`「${wrong}」不是车牌省份简称`, '车牌省份');
    out.plate_provinces = JSON.stringify([...new Set(list)]);
  }
  if (Array.isArray(input.car_types)) {
    const list = input.car_types.map(String);
    const wrong = list.find((t) => !CAR_TYPES.has(t));
    if (wrong !== undefined) throw invalid('请选择正确的车辆类型', '车辆类型');
    out.car_types = JSON.stringify([...new Set(list)]);
  }
  return out;
}

function checkHours(values: Row): void {
  if (Number(values.hour_end) <= Number(values.hour_start))
    throw invalid('每日结束须晚于每日开始', '每日结束（时）');
}

function parseList(value: unknown): string[] {
  try {
    const parsed: unknown = JSON.parse(String(value ?? '[]'));
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** 定向包: hours in order, provinces and car types from their lists; the area is checked by its field. */
export const adPackageRoutes = crudRoutes(adPackageResource, {
  hooks: {
    beforeCreate(_ctx, { values, input }) {
      checkHours(values);
      return { ...values, ...listColumns(input) };
    },
    beforeUpdate(_ctx, { before, changes, input }) {
      checkHours({ ...before, ...changes });
      return { ...changes, ...listColumns(input) };
    },
    async decorateRows(ctx, rows) {
      // The two lists are virtual fields (tags), so the row reader leaves their columns out.
      const ids = rows.map((row) => Number(row.id));
      const lists = ids.length
        ? await ctx.db
            .selectFrom('ad_package')
            .select(['id', 'plate_provinces', 'car_types'])
            .where('id', 'in', ids)
            .execute()
        : [];
      const listsBy = new Map(lists.map((r) => [Number(r.id), r]));
      const codes = [
        ...new Set(
          rows.map((row) => row.area_code).filter((c): c is string => typeof c === 'string' && c !== ''),
        ),
      ];
      const names = new Map<string, string>();
      for (const code of codes) {
        const node = await findArea(code);
        if (!node) continue;
        names.set(code, (await lineageOf(node)).map((n) => n.name).join(''));
      }
      for (const row of rows) {
        row.plate_provinces = parseList(listsBy.get(Number(row.id))?.plate_provinces);
        row.car_types = parseList(listsBy.get(Number(row.id))?.car_types);
        row.area_name =
          typeof row.area_code === 'string' && row.area_code
            ? (names.get(row.area_code) ?? row.area_code)
            : '不限';
      }
    },
  },
});
