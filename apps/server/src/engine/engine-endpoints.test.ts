import * as core from '@console/core';
import {
  departmentResource,
  merchantFeeRateResource,
  isPermissionCode,
  limitToTenantKind,
  productResource,
  projectResource,
  propertyApplicationResource,
  walletTransactionResource,
  runtimeAppMetadataResource,
  runtimeAppResource,
  settingsFields,
  viewRowKey,
  type ActionDef,
  type AnyResource,
  type AnySettings,
} from '@console/core';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../lib/clock.js';
import { createAccount, createRole, createTenant } from '../seed/tenant-builder.js';
import { bearer, createFixtureAccount } from '../test/account-fixture.js';
import { sessionFor, tokenFor } from '../test/session-token.js';
import { BONUS_ACTION_BODIES, bonusRowFactories } from '../test/bonus-row-factories.js';
import {
  CONTRACT_PLATFORM_ACTIONS,
  contractRowFactories,
  contractViewRowFactories,
} from '../test/contract-row-factories.js';
import { COUPON_SALE_ACTION_BODIES, couponSaleRowFactories } from '../test/coupon-sale-row-factories.js';
import { couponCodeRowFactories } from '../test/coupon-code-row-factories.js';
import { GROUP_CAR_ACTION_BODIES, groupCarRowFactories } from '../test/group-car-row-factories.js';
import { ledgerRowFactories } from '../test/ledger-row-factories.js';
import {
  ENERGY_DEVICE_ACTION_BODIES,
  energyDeviceRowFactories,
  NEEDS_CONNECTED_DEVICE,
} from '../test/energy-device-row-factories.js';
import { invoiceRowFactories, invoiceViewRowFactories } from '../test/invoice-row-factories.js';
import { baseServicesViewRowFactories } from '../test/base-services-view-row-factories.js';
import { PARKING_ACTION_BODIES, parkingRowFactories } from '../test/parking-row-factories.js';
import { openapiRowFactories } from '../test/openapi-row-factories.js';
import { okrRowFactories } from '../test/okr-row-factories.js';
import { NOTICE_PLATFORM_ONLY, noticeRowFactories } from '../test/notice-qrcode-row-factories.js';
import { PROFIT_ACTION_BODIES, profitRowFactories } from '../test/profit-row-factories.js';
import {
  ADVERTISING_ACTION_BODIES,
  ADVERTISING_PLATFORM_ACTIONS,
  ADVERTISING_PLATFORM_ONLY,
  advertisingRowFactories,
  advertisingViewRowFactories,
} from '../test/advertising-row-factories.js';
import { COUPON_HOLD_ACTION_BODIES, couponHoldRowFactories } from '../test/coupon-hold-row-factories.js';
import {
  PARKING_NETWORK_ACTION_BODIES,
  parkingNetworkRowFactories,
} from '../test/parking-network-row-factories.js';
import {
  PARKING_OPERATIONS_ACTION_BODIES,
  parkingOperationsRowFactories,
} from '../test/parking-operations-row-factories.js';
import { createPark } from '../test/parking-fixture.js';
import { createStation, energyStationRowFactories } from '../test/energy-station-fixture.js';
import { insertAuditRow } from '../test/audit-row.js';
import { insertRow } from '../test/row-for.js';
import { createTestApp } from '../test/test-app.js';
import { viewRowFactories, type ViewRow } from '../test/view-row-factories.js';
import { buildTenantTree, type ActionBody, type TenantTree, type TreeMember } from '../test/tenant-tree.js';
import { registeredEndpoints } from './endpoint-table.js';
import { engineDb } from './engine-db.js';
import type { EngineEndpoint } from './engine-types.js';
import { registeredSettings } from './settings-routes.js';
import { registeredViews } from './view-routes.js';

// Built at load so the cases below are generated from what this app really registered.
const app: FastifyInstance = await createTestApp();
const endpoints = registeredEndpoints();
const ALL_CODES = [...new Set(endpoints.map((e) => e.permission))];

let serial = 0;
/** One row owned by a tenant, per resource. A new engine resource fails here until it gets one. */
const ROW_FACTORIES: Record<string, (owner: TreeMember) => Promise<number>> = {
  'account/role': (owner) =>
    createRole(app.db, owner.merchantId, `行角色${(serial += 1)}`, ['account:role:list'], nowSeconds()),
  'account/sub-account': (owner) =>
    createAccount(
      app.db,
      {
        merchantId: owner.merchantId,
        account: `row-account-${(serial += 1)}`,
        name: '行子账号',
        password: '',
        passwordHash: 'not-a-hash',
        isMain: false,
        roleIds: [],
      },
      nowSeconds(),
    ),
  'account/session': async (owner) => (await sessionFor(app, owner.managerId)).sessionId,
  'account/logging': (owner) => insertAuditRow(app.db, owner, { resource: 'account/role', rowId: 1 }),
  ...parkingRowFactories(app),
  ...parkingNetworkRowFactories(app),
  ...energyStationRowFactories(app.db),
  // A merchant row is owned by its parent: the row of `owner` is a tenant opened below it.
  'account/merchant': async (owner) =>
    (
      await createTenant(
        app.db,
        {
          merchantNo: `R${(serial += 1)}`,
          name: '行商户',
          kind: 'merchant',
          parentId: owner.merchantId,
          products: [],
        },
        nowSeconds(),
      )
    ).id,
  // Rows that only repeat their definition: every field the table needs, by its kind.
  ...contractRowFactories(app),
  'account/wallet/transaction': (owner) =>
    insertRow(app.db, walletTransactionResource, { merchant_id: owner.merchantId }),
  'account/project': (owner) => insertRow(app.db, projectResource, { merchant_id: owner.merchantId }),
  'account/property': (owner) =>
    insertRow(app.db, propertyApplicationResource, { merchant_id: owner.merchantId, applicant_id: null }),
  ...parkingOperationsRowFactories(app),
  ...bonusRowFactories(app),
  ...couponSaleRowFactories(app),
  ...couponHoldRowFactories(app),
  ...couponCodeRowFactories(app),
  ...groupCarRowFactories(app),
  ...ledgerRowFactories(app),
  ...invoiceRowFactories(app),
  ...profitRowFactories(app),
  ...okrRowFactories(app),
  ...noticeRowFactories(app),
  ...advertisingRowFactories(app),
  ...openapiRowFactories(app),
  ...energyDeviceRowFactories(app),
  'account/department': (owner) => insertRow(app.db, departmentResource, { merchant_id: owner.merchantId }),
  'service/payment/merchant-fee-rate': (owner) =>
    insertRow(app.db, merchantFeeRateResource, { merchant_id: owner.merchantId, channel: 1, fee_rate: 30 }),
  // A platform row: the owner does not matter, only the platform operator reaches it.
  'system/product': () => insertRow(app.db, productResource),
  'merchant/app/rt': () => insertRow(app.db, runtimeAppResource),
  'merchant/app/rt/metadata': async () =>
    insertRow(app.db, runtimeAppMetadataResource, {
      runtime_app_id: await insertRow(app.db, runtimeAppResource),
      key: 'TEXT_SITENAME',
    }),
};

/**
 * How the test makes a row of a resource: its factory above, or for a merchant-scoped table that
 * needs nothing beyond its fields (a plain resource), a row filled by field kinds for the owner.
 */
function rowFactory(key: string): (owner: TreeMember) => Promise<number> {
  const factory = ROW_FACTORIES[key];
  if (factory) return factory;
  const resource = core.resourceByKey(key);
  if (resource?.scope !== 'merchant') throw new Error(`add a row factory for ${key} to this test`);
  return (owner) => insertRow(app.db, resource, { merchant_id: owner.merchantId });
}

/** Platform-scoped resources: every other tenant is refused (403) rather than shown nothing. */
const PLATFORM_ONLY: ReadonlySet<string> = new Set([
  ...[productResource, runtimeAppResource, runtimeAppMetadataResource].map((resource) => resource.key),
  ...ADVERTISING_PLATFORM_ONLY,
  ...NOTICE_PLATFORM_ONLY,
]);

/** Actions only the platform runs, on rows its tenants own (reviews): the actor is the platform. */
const PLATFORM_ACTIONS: ReadonlySet<string> = new Set([
  ...ADVERTISING_PLATFORM_ACTIONS,
  ...CONTRACT_PLATFORM_ACTIONS,
]);

/** Lists of the caller's own rows (报表中心: one's own exports), seen by no one else, even above. */
const OWNER_ONLY: ReadonlySet<string> = new Set(['report']);

/**
 * Actions with required body fields, keyed by URL: valid bodies so the scope check is what answers.
 * A body naming a tenant (the merchant an approved lot goes to) is built from the tree.
 */
const ACTION_BODIES: Record<string, ActionBody> = {
  ...PARKING_ACTION_BODIES,
  ...PARKING_NETWORK_ACTION_BODIES,
  ...PARKING_OPERATIONS_ACTION_BODIES,
  ...BONUS_ACTION_BODIES,
  ...COUPON_SALE_ACTION_BODIES,
  ...COUPON_HOLD_ACTION_BODIES,
  ...GROUP_CAR_ACTION_BODIES,
  ...PROFIT_ACTION_BODIES,
  ...ADVERTISING_ACTION_BODIES,
  ...ENERGY_DEVICE_ACTION_BODIES,
  '/api/account/property/approve': { account: 'row-owner-01', password: 'Abcd1234!' },
  '/api/account/property/reject': { audit_remark: '测试驳回' },
  '/api/account/merchant/grant': { products: [] },
  '/api/account/project/authorize': { merchant_ids: [] },
  '/api/account/department/move': { parent_id: 0 },
  '/api/account/department/assign-members': { manager_ids: [] },
  '/api/service/payment/channel-apply/reject': { reject_reason: '测试驳回' },
  '/api/service/payment/channel-apply/share-link': { purpose: 'apply' },
  '/api/invoice/service/renew': { renew_months: 12 },
  '/api/base/services/contract/terminate': { terminate_reason: '测试终止' },
  '/api/base/services/wallet/recharge/reject': { reject_reason: '测试驳回' },
};

function actionBody(url: string): object {
  const body = ACTION_BODIES[url] ?? {};
  return typeof body === 'function' ? body(tree) : body;
}

/** A new owner of a settings document of the merchant: a park, or a charging station for owner `station`. */
function settingsOwnerFor(resource: string, merchantId: number): Promise<number> {
  return registeredSettings().get(resource)?.owner === 'station'
    ? createStation(app.db, merchantId)
    : createPark(app.db, merchantId);
}

/** A settings definition's defaults: a whole document every definition accepts by construction. */
function settingsOf(endpoint: EngineEndpoint): AnySettings {
  const settings = registeredSettings().get(endpoint.resource);
  if (!settings) throw new Error(`${endpoint.resource} is not a registered settings definition`);
  return settings;
}

function bodyOf(endpoint: EngineEndpoint, id: number): object {
  if (endpoint.kind === 'settings')
    return { [endpoint.idParam ?? 'id']: id, ...settingsOf(endpoint).defaults };
  return { id, ...actionBody(endpoint.url) };
}

function request(endpoint: EngineEndpoint, token: string | undefined, id?: number): InjectOptions {
  const headers = token ? bearer(token) : {};
  const idParam = endpoint.idParam ?? 'id';
  if (endpoint.method === 'GET') {
    // A view may need parameters to reach its row (a lot's config log needs the lot).
    const viewQuery = viewRows.get(endpoint.resource)?.query || undefined;
    const query = endpoint.byId
      ? `${idParam}=${id ?? 1}`
      : ['page_size=200', ...(viewQuery ? [viewQuery] : [])].join('&');
    return { method: 'GET', url: `${endpoint.url}?${query}`, headers };
  }
  return {
    method: endpoint.method,
    url: endpoint.url,
    headers,
    payload: endpoint.byId ? bodyOf(endpoint, id ?? 1) : {},
  };
}

let tree: TenantTree;
// Resources about tenants below one's own (商户管理, 入驻审核): a merchant-kind tenant holds none of
// their codes (limitToTenantKind), so their rows belong to a tree whose lower tenants are partners.
let adminTree: TenantTree;
const TENANT_ADMIN_RESOURCES: ReadonlySet<string> = new Set(
  endpoints.filter((e) => limitToTenantKind([e.permission], 'merchant').length === 0).map((e) => e.resource),
);
const treeFor = (resource: string): TenantTree => (TENANT_ADMIN_RESOURCES.has(resource) ? adminTree : tree);
const rows = new Map<string, number>();
const viewRows = new Map<string, ViewRow>();
const lacking = new Map<string, string>();
/** The codes that grant an endpoint, space-separated: the key of its lacking user. */
const codesOf = (endpoint: EngineEndpoint) => [endpoint.permission, ...(endpoint.also ?? [])].join(' ');
const VIEW_FACTORIES = {
  ...viewRowFactories(app),
  ...invoiceViewRowFactories(app),
  ...contractViewRowFactories(app),
  ...baseServicesViewRowFactories(app),
  ...advertisingViewRowFactories(app),
};

/** How a list names its rows: a view by its row key, a table by id. */
function keyOf(resource: string, row: Record<string, unknown>): unknown {
  const view = registeredViews().get(resource);
  return view && view.view.rowKey.join() !== 'id' ? viewRowKey(view, row) : row.id;
}

beforeAll(async () => {
  tree = await buildTenantTree(app, ALL_CODES);
  adminTree = await buildTenantTree(app, ALL_CODES, { leafKind: 'partner' });
  for (const resource of new Set(endpoints.map((e) => e.resource))) {
    // A settings document is owned by a lot (or a station): its "row" is the owner it belongs to.
    if (registeredSettings().has(resource)) {
      rows.set(resource, await settingsOwnerFor(resource, tree.merchant.merchantId));
      continue;
    }
    if (registeredViews().has(resource)) {
      const made = VIEW_FACTORIES[resource];
      if (!made) throw new Error(`add a view row factory for ${resource} to test/view-row-factories.ts`);
      viewRows.set(resource, await made(tree.merchant));
      continue;
    }
    rows.set(resource, await rowFactory(resource)(treeFor(resource).merchant));
  }
  // Without every code that grants the call: its own and the other products' (alsoPermitted).
  for (const codes of new Set(endpoints.map(codesOf))) {
    const without = new Set(codes.split(' '));
    const user = await createFixtureAccount(app, { permissions: ALL_CODES.filter((c) => !without.has(c)) });
    lacking.set(codes, await tokenFor(app, user.managerId));
  }
  // One account per permission code and one row per resource: the set-up grows with the catalogue,
  // and on PostgreSQL beside other test files it outlasts the default 30 s hook limit.
}, 120_000);
afterAll(async () => app.close());

describe('the engine endpoint table', () => {
  it('lists every derived endpoint, each guarded by a catalogue code', () => {
    // The account area's endpoints, exactly; other areas add theirs beside them.
    expect(endpoints.map((e) => `${e.method} ${e.url} ${e.permission}`)).toEqual(
      expect.arrayContaining([
        'GET /api/account/role/list account:role:list',
        'GET /api/account/role/detail account:role:list',
        'POST /api/account/role/create account:role:create',
        'PUT /api/account/role/update account:role:update',
        'DELETE /api/account/role/delete account:role:delete',
        'GET /api/account/sub-account/list account:sub-account:list',
        'GET /api/account/sub-account/detail account:sub-account:list',
        'POST /api/account/sub-account/create account:sub-account:create',
        'PUT /api/account/sub-account/update account:sub-account:update',
        'DELETE /api/account/sub-account/delete account:sub-account:delete',
        'PUT /api/account/sub-account/disable account:sub-account:update',
        'PUT /api/account/sub-account/enable account:sub-account:update',
        'GET /api/account/session/list account:sub-account:list',
        'GET /api/account/session/detail account:sub-account:list',
        'PUT /api/account/session/revoke account:sub-account:update',
        'GET /api/account/logging/list account:logging:list',
        'GET /api/account/logging/detail account:logging:list',
        'GET /api/account/merchant/list account:merchant:list',
        'GET /api/account/merchant/detail account:merchant:detail',
        'POST /api/account/merchant/create account:merchant:create',
        'PUT /api/account/merchant/update account:merchant:update',
        'PUT /api/account/merchant/disable account:merchant:update',
        'PUT /api/account/merchant/enable account:merchant:update',
        'PUT /api/account/merchant/grant account:merchant:product:update',
        'GET /api/account/contract/list account:contract:list',
        'GET /api/account/contract/detail account:contract:detail',
        'GET /api/account/wallet/transaction/list account:wallet:view',
        'GET /api/account/wallet/transaction/detail account:wallet:view',
        'GET /api/account/project/list account:project:list',
        'GET /api/account/project/detail account:project:list',
        'POST /api/account/project/create account:project:create',
        'PUT /api/account/project/authorize account:project:authorize',
        'GET /api/account/property/list account:property:list',
        'GET /api/account/property/detail account:property:list',
        'POST /api/account/property/create account:property:create',
        'PUT /api/account/property/approve account:property:audit',
        'PUT /api/account/property/reject account:property:audit',
      ]),
    );
    for (const endpoint of endpoints) expect(isPermissionCode(endpoint.permission)).toBe(true);
  });
});

// A call another product's code grants (alsoPermitted) lets a holder of that code alone past the
// permission check; the tenant scope then decides what it sees (a group: only its own lots).
describe.each(
  endpoints.flatMap((e) => (e.also ?? []).map((code) => [`${e.method} ${e.url}`, code, e] as const)),
)('%s with only %s', (_name, code, endpoint) => {
  it('passes the permission check', async () => {
    const user = await createFixtureAccount(app, { permissions: [code], kind: 'group' });
    const res = await app.inject(
      request(endpoint, await tokenFor(app, user.managerId), rows.get(endpoint.resource)),
    );
    expect(res.statusCode).not.toBe(403);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe.each(endpoints.map((e) => [`${e.method} ${e.url}`, e] as const))('%s', (_name, endpoint) => {
  it('answers 401 without a token', async () => {
    const res = await app.inject(request(endpoint, undefined, rows.get(endpoint.resource)));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(2401);
  });

  it(`answers 403 to a user without ${codesOf(endpoint)}`, async () => {
    const res = await app.inject(
      request(endpoint, lacking.get(codesOf(endpoint)), rows.get(endpoint.resource)),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 2403, hint: expect.stringContaining(endpoint.permission) });
  });

  if (endpoint.byId && PLATFORM_ONLY.has(endpoint.resource)) {
    it('answers 403 to every tenant but the platform, and changes nothing', async () => {
      const id = rows.get(endpoint.resource);
      for (const stranger of [
        treeFor(endpoint.resource).merchant,
        treeFor(endpoint.resource).partner,
        treeFor(endpoint.resource).sibling,
        treeFor(endpoint.resource).outsider,
      ]) {
        const res = await app.inject(request(endpoint, stranger.token, id));
        expect(res.statusCode, stranger.account).toBe(403);
        expect(res.body).not.toContain('"payload"');
      }
    });
  }

  if (endpoint.byId && !PLATFORM_ONLY.has(endpoint.resource)) {
    it('answers 404 to the sibling merchant and to another partner’s merchant, and changes nothing', async () => {
      const id = rows.get(endpoint.resource);
      for (const stranger of [
        treeFor(endpoint.resource).sibling,
        treeFor(endpoint.resource).outsider,
        treeFor(endpoint.resource).otherPartner,
      ]) {
        const res = await app.inject(request(endpoint, stranger.token, id));
        expect(res.statusCode, stranger.account).toBe(404);
        expect(res.json().code).toBe(2404);
        expect(res.body).not.toContain('"payload"');
      }
      const detail = endpoints.find((e) => e.resource === endpoint.resource && e.operation === 'detail');
      if (!detail) throw new Error('every resource has a detail endpoint');
      const still = await app.inject(request(detail, treeFor(endpoint.resource).merchant.token, id));
      expect(still.json().payload[detail.idParam ?? 'id']).toBe(id);
    });
  }

  if (endpoint.operation === 'list' && PLATFORM_ONLY.has(endpoint.resource)) {
    it('lists the row for the platform only', async () => {
      const res = await app.inject(request(endpoint, treeFor(endpoint.resource).platform.token));
      expect((res.json().payload.row as { id: number }[]).map((row) => row.id)).toContain(
        rows.get(endpoint.resource),
      );
      for (const stranger of [
        treeFor(endpoint.resource).merchant,
        treeFor(endpoint.resource).partner,
        treeFor(endpoint.resource).outsider,
      ]) {
        expect((await app.inject(request(endpoint, stranger.token))).statusCode).toBe(403);
      }
    });
  }

  if (endpoint.operation === 'list' && OWNER_ONLY.has(endpoint.resource)) {
    it('shows the row to its owner only', async () => {
      const id = viewRows.get(endpoint.resource)?.key ?? rows.get(endpoint.resource);
      const idsSeenBy = async (member: TreeMember) => {
        const res = await app.inject(request(endpoint, member.token));
        expect(res.json().code).toBe(1001);
        return (res.json().payload.row as Record<string, unknown>[]).map((row) =>
          keyOf(endpoint.resource, row),
        );
      };
      expect(await idsSeenBy(tree.merchant)).toContain(id);
      for (const other of [tree.partner, tree.platform, tree.sibling, tree.outsider, tree.otherPartner])
        expect(await idsSeenBy(other)).not.toContain(id);
    });
  }

  if (
    endpoint.operation === 'list' &&
    !PLATFORM_ONLY.has(endpoint.resource) &&
    !OWNER_ONLY.has(endpoint.resource)
  ) {
    it('shows the row to its merchant, its partner and the platform, never to a sibling or outsider', async () => {
      const id = viewRows.get(endpoint.resource)?.key ?? rows.get(endpoint.resource);
      const idsSeenBy = async (member: TreeMember) => {
        const res = await app.inject(request(endpoint, member.token));
        expect(res.json().code).toBe(1001);
        return (res.json().payload.row as Record<string, unknown>[]).map((row) =>
          keyOf(endpoint.resource, row),
        );
      };
      for (const viewer of [
        treeFor(endpoint.resource).merchant,
        treeFor(endpoint.resource).partner,
        treeFor(endpoint.resource).platform,
      ])
        expect(await idsSeenBy(viewer)).toContain(id);
      for (const stranger of [
        treeFor(endpoint.resource).sibling,
        treeFor(endpoint.resource).outsider,
        treeFor(endpoint.resource).otherPartner,
      ]) {
        expect(await idsSeenBy(stranger)).not.toContain(id);
      }
    });
  }

  if (endpoint.operation === 'detail' && endpoint.byId && !PLATFORM_ONLY.has(endpoint.resource)) {
    it('opens the row for its merchant, its partner and the platform', async () => {
      const id = rows.get(endpoint.resource);
      for (const viewer of [
        treeFor(endpoint.resource).merchant,
        treeFor(endpoint.resource).partner,
        treeFor(endpoint.resource).platform,
      ]) {
        const res = await app.inject(request(endpoint, viewer.token, id));
        expect(res.json()).toMatchObject({
          code: 1001,
          payload: {
            [endpoint.idParam ?? 'id']: id,
            merchant_id: treeFor(endpoint.resource).merchant.merchantId,
          },
        });
      }
    });
  }

  // A lot's settings; a merchant's own document names no owner (modules/account/invoice-title.test.ts).
  if (endpoint.kind === 'settings' && endpoint.byId && endpoint.operation === 'update') {
    const detailOf = () => {
      const detail = endpoints.find((e) => e.resource === endpoint.resource && e.operation === 'detail');
      if (!detail) throw new Error('every settings definition has a detail endpoint');
      return detail;
    };
    const auditRows = (id: number) =>
      app.db
        .selectFrom('audit_log')
        .select(['action', 'after_json'])
        .where('resource', '=', endpoint.resource)
        .where('row_id', '=', id)
        .execute();

    it('saves the whole document for its owner, creating it on the first save, with its audit row', async () => {
      const id = await settingsOwnerFor(endpoint.resource, tree.merchant.merchantId);
      const read = async () =>
        (await app.inject(request(detailOf(), tree.merchant.token, id))).json().payload;
      expect(await read()).toMatchObject({ saved: false, value: settingsOf(endpoint).defaults });
      const res = await app.inject(request(endpoint, tree.partner.token, id));
      expect(res.json().code).toBe(1002);
      expect(await read()).toMatchObject({ saved: true, value: settingsOf(endpoint).defaults });
      const audit = await auditRows(id);
      expect(audit).toHaveLength(1);
      expect(audit[0]?.action).toBe('update');
      expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ [endpoint.idParam ?? 'id']: id });
    });

    it('refuses a value the definition refuses with a 14xx code, and changes nothing', async () => {
      const id = await settingsOwnerFor(endpoint.resource, tree.merchant.merchantId);
      const settings = settingsOf(endpoint);
      const [name] = settingsFields(settings);
      const def = name ? settings.fields[name] : undefined;
      if (!name || !def) throw new Error(`${endpoint.resource} has no fields`);
      // Past the field's range, or an empty choice where one is required.
      const bad = 'maximum' in def ? def.maximum + 1 : def.kind === 'codes' ? [] : 2;
      const res = await app.inject({
        ...request(endpoint, tree.merchant.token, id),
        payload: { ...bodyOf(endpoint, id), [name]: bad },
      });
      expect(res.statusCode).toBe(400);
      expect(String(res.json().code)).toMatch(/^14/);
      const after = (await app.inject(request(detailOf(), tree.merchant.token, id))).json().payload;
      expect(after.saved).toBe(false);
      expect(await auditRows(id)).toHaveLength(0);
    });
  }
});

/** Every definition the core exports, by key: the actions below are run from what they declare. */
const DEFINITIONS = new Map<string, AnyResource>();
for (const value of Object.values(core) as unknown[]) {
  const candidate = value as Partial<AnyResource> | null;
  if (typeof candidate === 'object' && candidate?.key && candidate.table && candidate.actions) {
    DEFINITIONS.set(candidate.key, candidate as AnyResource);
  }
}

const db = () => engineDb(app.db);

async function stored(resource: AnyResource, id: number) {
  return db().selectFrom(resource.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function auditRows(resource: AnyResource, id: number) {
  return app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('resource', '=', resource.key)
    .where('row_id', '=', id)
    .execute();
}

/** A fresh row of the merchant, put in the first state the action starts from (and with an amount if it needs one). */
async function rowReadyFor(resource: AnyResource, action: ActionDef): Promise<number> {
  const id = await rowFactory(resource.key)(treeFor(resource.key).merchant);
  const set: Record<string, unknown> = {};
  if (action.states) set[action.states.field] = action.states.in[0];
  if (action.needs) set[action.needs.field] = 100;
  if (Object.keys(set).length > 0)
    await db().updateTable(resource.table).set(set).where('id', '=', id).execute();
  return id;
}

/**
 * What the definition refuses for this action: a required text input left blank, or else the row in
 * a state the action does not start from; undefined when the definition declares neither.
 */
function refusal(action: ActionDef): { body: object; state?: number } | undefined {
  const required = Object.entries(action.input ?? {}).find(([, def]) => def.required && def.kind === 'text');
  if (required) return { body: { [required[0]]: '   ' } };
  const allowed = action.states?.in;
  if (!allowed) return undefined;
  return { body: {}, state: [0, 1, 2, -1, -2, 3].find((value) => !allowed.includes(value)) ?? 99 };
}

const actionEndpoints = endpoints.filter((e) => e.operation.startsWith('action:'));

describe.each(actionEndpoints.map((e) => [`${e.method} ${e.url}`, e] as const))(
  '%s as declared',
  (_name, endpoint) => {
    const resource = DEFINITIONS.get(endpoint.resource);
    const name = endpoint.operation.slice('action:'.length);
    const action = resource?.actions[name];
    if (!resource || !action) throw new Error(`${endpoint.url}: no definition declares this action`);
    const to = action.to;
    // Platform rows are changed by the platform; every other row by its own merchant.
    const actor = () =>
      PLATFORM_ONLY.has(endpoint.resource) || PLATFORM_ACTIONS.has(endpoint.url)
        ? treeFor(endpoint.resource).platform
        : treeFor(endpoint.resource).merchant;

    it(`succeeds on a row in its state${to ? `, leads to ${to.field} = ${to.value}` : ''} and writes its audit row`, async () => {
      const id = await rowReadyFor(resource, action);
      const res = await app.inject(request(endpoint, actor().token, id));
      if (NEEDS_CONNECTED_DEVICE.has(endpoint.url)) {
        expect(res.json(), res.body).toMatchObject({
          code: 1409,
          message: expect.stringContaining('不在线'),
        });
        return;
      }
      expect([1001, 1002], res.body).toContain(res.json().code);
      if (to) expect(String((await stored(resource, id))[to.field])).toBe(String(to.value));
      const audit = await auditRows(resource, id);
      expect(audit.find((row) => row.action === name)).toMatchObject({ manager_id: actor().managerId });
    });

    const bad = refusal(action);
    if (bad) {
      it('refuses an input the definition refuses with a 14xx code, and changes nothing', async () => {
        const id = await rowReadyFor(resource, action);
        if (bad.state !== undefined && action.states) {
          await db()
            .updateTable(resource.table)
            .set({ [action.states.field]: bad.state })
            .where('id', '=', id)
            .execute();
        }
        const before = await stored(resource, id);
        const auditBefore = await auditRows(resource, id);
        const res = await app.inject({
          ...request(endpoint, actor().token, id),
          payload: { id, ...actionBody(endpoint.url), ...bad.body },
        });
        expect([400, 409]).toContain(res.statusCode);
        expect(String(res.json().code)).toMatch(/^14\d\d$/);
        expect(await stored(resource, id)).toEqual(before);
        expect(await auditRows(resource, id)).toEqual(auditBefore);
      });
    }
  },
);
