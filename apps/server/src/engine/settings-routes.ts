import {
  ApiCode,
  DONE_ANSWER,
  responsesOf,
  settingsAnswerSchema,
  SETTINGS_OWNER,
  settingsBodySchema,
  settingsDocument,
  settingsProblem,
  settingsQuerySchema,
  type AnySettings,
  permittedCodes,
} from '@console/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.js';
import { done, ok } from '../http/envelope.js';
import { nowSeconds } from '../lib/clock.js';
import { authOf } from '../platform/auth/auth-hook.js';
import { writeAudit } from './audit-log.js';
import { engineDb } from './engine-db.js';
import { recordEndpoint } from './endpoint-table.js';
import type { EngineEndpoint } from './engine-types.js';
import { readSettings, writeSettings } from './settings-store.js';
import { parkInScope, stationInScope, tenantInScope } from './tenant-scope.js';
import { namedPlugin } from './named-plugin.js';

type OwnerQuery = Record<string, number | undefined>;

// Filled as plugins register, so the generated endpoint test can walk every settings definition.
const registered = new Map<string, AnySettings>();

/** Every settings definition registered in this process so far, by key. */
export function registeredSettings(): ReadonlyMap<string, AnySettings> {
  return registered;
}

/**
 * `GET {key}/detail?park_id=` and `PUT {key}/update` of a settings definition. The owner must be one
 * the caller sees (404 otherwise, like any row outside the scope); a merchant's own document names
 * no owner at all, it is always the signed-in account's merchant; a tenant's document names its
 * merchant by `merchant_id` (the caller's own or one below it) or, naming none, is the caller's. The detail reads the defaults
 * until the first save; a save is the whole document, checked by the field types and the
 * definition's rule, and written with its audit row (resource = key, row id = owner) in one
 * transaction. A refused save changes nothing.
 */
export function settingsRoutes(settings: AnySettings): FastifyPluginAsync {
  const { param, fromCaller, optional } = SETTINGS_OWNER[settings.owner];
  const tags = [settings.label];
  return namedPlugin(`settings ${settings.key}`, async (app) => {
    const codesOf = (operation: 'detail' | 'update') => permittedCodes(settings, operation);
    const endpoint = (operation: 'detail' | 'update'): EngineEndpoint => ({
      method: operation === 'detail' ? 'GET' : 'PUT',
      url: `${app.prefix}/${settings.key}/${operation}`,
      resource: settings.key,
      operation,
      permission: settings.permissions[operation],
      ...(codesOf(operation).length > 1 && { also: codesOf(operation).slice(1) }),
      // A merchant's own document names no owner: there is no other merchant's to reach. A
      // tenant's may name one, and without it is the caller's own (its scope is tested beside it).
      byId: !fromCaller && !optional,
      kind: 'settings',
      ...(!fromCaller && !optional && { idParam: param }),
    });

    /** The owner in the caller's scope and park grants, with the name the page shows. */
    const ownerOf = async (request: FastifyRequest, named: number | undefined) => {
      if (fromCaller || (optional && named === undefined)) {
        const merchantId = authOf(request).merchantId;
        const merchant = await app.db
          .selectFrom('merchant')
          .select('name')
          .where('id', '=', merchantId)
          .executeTakeFirst();
        return { id: merchantId, merchant_id: merchantId, name: merchant?.name ?? '' };
      }
      const id = Number(named);
      const db = engineDb(app.db);
      if (settings.owner === 'station') return stationInScope(db, authOf(request), id);
      if (settings.owner === 'tenant') {
        const merchant = await tenantInScope(db, authOf(request), id);
        return { id: merchant.id, merchant_id: merchant.id, name: merchant.name };
      }
      const park = await parkInScope(db, authOf(request), id);
      const parkRow = await app.db
        .selectFrom('park')
        .select('name')
        .where('id', '=', park.id)
        .executeTakeFirst();
      return { ...park, name: parkRow?.name ?? '' };
    };

    app.get<{ Querystring: OwnerQuery }>(
      `/${settings.key}/detail`,
      {
        config: { access: { permission: codesOf('detail') } },
        schema: {
          tags,
          summary: settings.label,
          querystring: settingsQuerySchema(settings),
          response: responsesOf(settingsAnswerSchema(settings)),
        },
      },
      async (request) => {
        const owner = await ownerOf(request, request.query[param]);
        const stored = await readSettings(app.db, settings, owner.id);
        return ok(request, {
          [param]: owner.id,
          merchant_id: owner.merchant_id,
          owner_name: owner.name,
          ...(settings.owner === 'park' && { park_name: owner.name }),
          ...stored,
        });
      },
    );
    recordEndpoint(endpoint('detail'));

    app.put<{ Body: Record<string, unknown> }>(
      `/${settings.key}/update`,
      {
        config: { access: { permission: codesOf('update') } },
        schema: {
          tags,
          summary: `保存${settings.label}`,
          body: settingsBodySchema(settings),
          response: responsesOf(DONE_ANSWER),
        },
      },
      async (request) => {
        const auth = authOf(request);
        const owner = await ownerOf(request, request.body[param] as number | undefined);
        const value = settingsDocument(settings, request.body);
        const problem = settingsProblem(settings, value);
        if (problem) throw new AppError(ApiCode.VALIDATION, problem);
        const now = nowSeconds();
        await app.db.transaction().execute(async (trx) => {
          const before = await readSettings(trx, settings, owner.id);
          await writeSettings(trx, settings, owner, value, now);
          await writeAudit(
            { db: trx, auth, request, now, resource: settings },
            {
              action: 'update',
              rowId: owner.id,
              before: { [param]: owner.id, ...before.value },
              after: { [param]: owner.id, ...value },
            },
          );
        });
        return done(request);
      },
    );
    recordEndpoint(endpoint('update'));
    registered.set(settings.key, settings);
  });
}
