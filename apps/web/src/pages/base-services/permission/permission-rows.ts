import { PERMISSION_CATALOGUE, ROUTE_CATALOGUE, type PermissionDef } from '@console/core';

export interface PermissionRow {
  code: string;
  label: string;
  area: string;
  areaLabel: string;
  resourceLabel: string;
  /** Titles of the catalogue screens that this code opens. */
  screens: string[];
}

export interface PermissionQuery {
  code?: string;
  label?: string;
  area?: string;
}

function screensByCode(): Map<string, string[]> {
  const screens = new Map<string, string[]>();
  for (const route of ROUTE_CATALOGUE) {
    for (const code of route.permissions ?? [])
      screens.set(code, [...(screens.get(code) ?? []), route.title]);
  }
  return screens;
}

/** The whole catalogue as table rows, built once: it is part of the build, not of the database. */
export const PERMISSION_ROWS: readonly PermissionRow[] = (() => {
  const screens = screensByCode();
  return PERMISSION_CATALOGUE.map((def: PermissionDef) => ({
    code: def.code,
    label: def.label,
    area: def.area,
    areaLabel: def.areaLabel,
    resourceLabel: def.resourceLabel,
    screens: screens.get(def.code) ?? [],
  }));
})();

const contains = (text: string, part: string | undefined) =>
  !part || text.toLowerCase().includes(part.trim().toLowerCase());

/** 权限标识 and 权限名称 match by part (case-insensitive); 所属范围 exactly. */
export function filterPermissions(rows: readonly PermissionRow[], query: PermissionQuery): PermissionRow[] {
  return rows.filter(
    (row) =>
      contains(row.code, query.code) &&
      (contains(row.label, query.label) || contains(row.resourceLabel, query.label)) &&
      (!query.area || row.area === query.area),
  );
}
