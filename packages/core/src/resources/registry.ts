import * as account from './account/index.js';
import * as advertising from './advertising/index.js';
import * as baseServices from './base-services/index.js';
import type { AnyResource } from './define-resource.js';
import type { AnySettings } from './define-settings.js';
import * as energy from './energy/index.js';
import * as group from './group/index.js';
import * as invoice from './invoice/index.js';
import * as okr from './okr/index.js';
import * as parking from './parking/index.js';
import * as parkingCoupon from './parking-coupon/index.js';
import * as profit from './profit/index.js';
import * as service from './service/index.js';
import * as settlement from './settlement/index.js';
import * as shared from './shared/index.js';

/** The shape every definition has; area modules also export helpers and code tables beside them. */
export function isResource(value: unknown): value is AnyResource {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AnyResource>;
  return (
    typeof candidate.key === 'string' &&
    typeof candidate.table === 'string' &&
    typeof candidate.label === 'string' &&
    typeof candidate.fields === 'object'
  );
}

/** A settings definition: one document per owner, no table of its own. */
export function isSettings(value: unknown): value is AnySettings {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AnySettings>;
  return (
    typeof candidate.key === 'string' &&
    typeof candidate.kind === 'string' &&
    typeof candidate.owner === 'string' &&
    typeof candidate.defaults === 'object'
  );
}

// One entry per area folder (a routes.tsv area key); an area's index re-exports its sub-folders.
// registry.test.ts fails while a definition is left out.
const AREAS = [
  account,
  advertising,
  baseServices,
  energy,
  group,
  invoice,
  okr,
  parking,
  parkingCoupon,
  profit,
  service,
  settlement,
  shared,
];

function collect(): ReadonlyMap<string, AnyResource> {
  const byKey = new Map<string, AnyResource>();
  for (const area of AREAS) {
    for (const value of Object.values(area)) {
      if (!isResource(value)) continue;
      const known = byKey.get(value.key);
      if (known && known !== value) throw new Error(`resource key ${value.key} is declared twice`);
      byKey.set(value.key, value);
    }
  }
  return byKey;
}

const RESOURCES = collect();

/** Every resource definition, keyed by its key: one place to look a definition up by name. */
export function allResources(): readonly AnyResource[] {
  return [...RESOURCES.values()];
}

export function resourceByKey(key: string): AnyResource | undefined {
  return RESOURCES.get(key);
}

const SETTINGS = new Map<string, AnySettings>(
  AREAS.flatMap((area) => Object.values(area).filter(isSettings)).map((settings) => [settings.key, settings]),
);

/** Every settings definition, for the server's derived routes. */
export function allSettings(): readonly AnySettings[] {
  return [...SETTINGS.values()];
}

/** A settings definition by its key (a catalogue row's `…:settings` screen names it). */
export function settingsByKey(key: string): AnySettings | undefined {
  return SETTINGS.get(key);
}
