/**
 * The screens a route can name. A resource view is one of the engine's screens over a definition
 * (`parking/record:detail`): the web app serves it from the definition alone; `:action` is the page
 * of the resource's actions asked on a page (`ask: 'page'`). A custom page module
 * (`parking/LotConsolePage`: the area, then the component) is a page the web app registers by that
 * id. Ids are plain strings, so the catalogue on the sign-in path carries no page code.
 */
export const RESOURCE_VIEWS = ['list', 'detail', 'add', 'edit', 'settings', 'action'] as const;
export type ResourceView = (typeof RESOURCE_VIEWS)[number];

export type ResourceViewId = `${string}:${ResourceView}`;
export type PageModuleId = `${string}/${string}`;
export type ScreenId = ResourceViewId | PageModuleId;

export type Screen =
  | { readonly kind: 'resource'; readonly resource: string; readonly view: ResourceView }
  | { readonly kind: 'module'; readonly id: PageModuleId; readonly area: string };

const VIEW_PATTERN = /^([a-z0-9-]+(?:\/[a-z0-9-]+)*):([a-z]+)$/;
const MODULE_PATTERN = /^([a-z0-9-]+)\/([A-Z][A-Za-z0-9]*)$/;

/** What a screen id names, or undefined for an id of neither shape (a typo the catalogue test catches). */
export function parseScreen(id: string): Screen | undefined {
  const view = VIEW_PATTERN.exec(id);
  if (view) {
    const name = view[2] as ResourceView;
    return RESOURCE_VIEWS.includes(name) ? { kind: 'resource', resource: view[1]!, view: name } : undefined;
  }
  const module = MODULE_PATTERN.exec(id);
  return module ? { kind: 'module', id: id as PageModuleId, area: module[1]! } : undefined;
}
