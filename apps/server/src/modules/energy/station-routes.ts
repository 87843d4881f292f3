import { chargeRecordResource, energyPaymentOrderResource, stationResource } from '@console/core';
import { randomInt } from 'node:crypto';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { Row, WriteHooks } from '../../engine/engine-types.js';
import { decorateOrders, decorateRecords, decorateStations } from './station-rows.js';

/** 'lat,lng' (checked by the field's validator) as the two columns; '' clears the point. */
function pointColumns(input: Row): Row {
  if (!('location' in input)) return {};
  const text = typeof input.location === 'string' ? input.location : '';
  if (text === '') return { lat: null, lng: null };
  const [lat, lng] = text.split(',').map(Number);
  return { lat, lng };
}

/**
 * CS + the creation time to the second (UTC) + four random digits: readable, sorts by age, and a
 * collision (unique column) needs two stations in the same second drawing the same digits.
 */
export function newStationNo(now: number): string {
  const stamp = new Date(now * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `CS${stamp}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

export const stationHooks: WriteHooks = {
  prepare: (_ctx, { input }) => pointColumns(input),
  beforeCreate: (ctx, { values }) => ({ ...values, station_no: newStationNo(ctx.now), status: 1 }),
  decorateRows: (ctx, rows) => decorateStations(ctx.db, rows),
};

export const stationCrudRoutes = crudRoutes(stationResource, { hooks: stationHooks });

export const chargeRecordCrudRoutes = crudRoutes(chargeRecordResource, {
  hooks: { decorateRows: (ctx, rows) => decorateRecords(ctx.db, rows) },
});

export const energyPaymentOrderCrudRoutes = crudRoutes(energyPaymentOrderResource, {
  hooks: { decorateRows: (ctx, rows) => decorateOrders(ctx.db, rows) },
});
