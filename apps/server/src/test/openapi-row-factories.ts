import {
  openapiAppModuleResource,
  openapiAppResource,
  openapiCallbackResource,
  openapiDeliveryResource,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { insertRow } from './row-for.js';
import type { TreeMember } from './tenant-tree.js';

/** Open-API rows for the generated endpoint test: modules, callbacks and deliveries hang on an app of the same tenant. */
export function openapiRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<number>> {
  const openApp = (owner: TreeMember) =>
    insertRow(app.db, openapiAppResource, {
      merchant_id: owner.merchantId,
      app_key: `ak${randomBytes(9).toString('hex')}`,
    });
  return {
    'base/services/keychain/app': openApp,
    'base/services/keychain/app/module': async (owner) =>
      insertRow(app.db, openapiAppModuleResource, {
        merchant_id: owner.merchantId,
        app_id: await openApp(owner),
        module: 'record',
      }),
    'base/services/keychain/app/callback': async (owner) =>
      insertRow(app.db, openapiCallbackResource, {
        merchant_id: owner.merchantId,
        app_id: await openApp(owner),
        event_type: 'car_exit',
      }),
    'base/services/keychain/app/delivery': async (owner) =>
      insertRow(app.db, openapiDeliveryResource, {
        merchant_id: owner.merchantId,
        app_id: await openApp(owner),
        event_id: `car_exit-${randomBytes(6).toString('hex')}`,
        event_type: 'car_exit',
        payload: '{}',
      }),
  };
}
