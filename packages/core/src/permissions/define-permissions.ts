import { actionLabel, type PermissionAction } from './actions.js';
import { PERMISSION_AREA_LABELS, type PermissionArea } from './areas.js';

/** One permission code with what the role editor shows for it. */
export interface PermissionDef<C extends string = string> {
  readonly code: C;
  /** Chinese label of this code, e.g. 停车记录列表. */
  readonly label: string;
  readonly area: PermissionArea;
  readonly areaLabel: string;
  /** Everything between area and action, e.g. `order:payment`; it may hold colons itself. */
  readonly resource: string;
  readonly resourceLabel: string;
  readonly action: string;
}

/**
 * The codes of one resource, one per action, typed as literals so `PermissionCode` is a closed union
 * and a typo in a route or a row action fails the type check instead of hiding a screen.
 */
export function resourcePermissions<
  const A extends PermissionArea,
  const R extends string,
  const X extends PermissionAction,
>(area: A, resource: R, resourceLabel: string, actions: readonly X[]): PermissionDef<`${A}:${R}:${X}`>[] {
  return actions.map((action) => ({
    code: `${area}:${resource}:${action}` as const,
    label: actionLabel(action, resourceLabel),
    area,
    areaLabel: PERMISSION_AREA_LABELS[area],
    resource,
    resourceLabel,
    action,
  }));
}

/** A code whose action is not one of the shared verbs (spec codes such as `qrcode:qrcode:generator`). */
export function singlePermission<const C extends `${PermissionArea}:${string}:${string}`>(
  code: C,
  label: string,
  resourceLabel: string = label,
): PermissionDef<C> {
  const parts = code.split(':');
  const area = parts[0] as PermissionArea;
  return {
    code,
    label,
    area,
    areaLabel: PERMISSION_AREA_LABELS[area],
    resource: parts.slice(1, -1).join(':'),
    resourceLabel,
    action: parts.at(-1) ?? '',
  };
}
