import { PERMISSION_AREAS, type PermissionArea } from './areas.js';
import { PERMISSION_CATALOGUE } from './catalogue.js';
import type { PermissionDef } from './define-permissions.js';

export interface PermissionTreeResource {
  /** `area:resource`, unique across the tree. */
  readonly key: string;
  readonly label: string;
  readonly permissions: readonly PermissionDef[];
}

export interface PermissionTreeArea {
  readonly key: PermissionArea;
  readonly label: string;
  readonly resources: readonly PermissionTreeResource[];
}

/** The role editor's tree: area, then resource, then the codes; areas without codes are left out. */
export function buildPermissionTree(
  catalogue: readonly PermissionDef[] = PERMISSION_CATALOGUE,
): PermissionTreeArea[] {
  return PERMISSION_AREAS.map((area) => {
    const resources = new Map<string, { label: string; permissions: PermissionDef[] }>();
    for (const def of catalogue) {
      if (def.area !== area.key) continue;
      const key = `${def.area}:${def.resource}`;
      const resource = resources.get(key) ?? { label: def.resourceLabel, permissions: [] };
      resource.permissions.push(def);
      resources.set(key, resource);
    }
    return {
      key: area.key,
      label: area.label,
      resources: [...resources].map(([key, resource]) => ({ key, ...resource })),
    };
  }).filter((area) => area.resources.length > 0);
}
