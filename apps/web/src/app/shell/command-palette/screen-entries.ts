import type { TopMenu } from '@console/core';
import { pinyinInitials } from './pinyin-initials';

/** One screen the palette offers: exactly the entries the account's menus show, nothing else. */
export interface ScreenEntry {
  readonly path: string;
  readonly title: string;
  /** Where the menus keep it: 基础服务 / 开发工具. */
  readonly trail: string;
  /** Lower-case pinyin initials of the title (模拟进出场 -> mnjcc). */
  readonly initials: string;
}

function entry(path: string, title: string, trail: readonly string[]): ScreenEntry {
  return { path, title, trail: trail.join(' / '), initials: pinyinInitials(title) };
}

/**
 * Every leaf of every top menu the account may enter, those under 更多 included, in menu order. The
 * menu tree already applies permissions, products, hidden routes and emptied sections, so the palette
 * can never offer a screen the menus would not.
 */
export function screenEntriesOf(menus: readonly TopMenu[]): ScreenEntry[] {
  return menus.flatMap((menu) =>
    menu.sidebar.flatMap((node) =>
      node.kind === 'item'
        ? [entry(node.path, node.title, [menu.title])]
        : node.children.map((child) => entry(child.path, child.title, [menu.title, node.title])),
    ),
  );
}
