import { MENU_ICONS } from './menu-icons';

/** A menu's icon, hidden from screen readers: the menu's text already names the entry. */
export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = name ? MENU_ICONS[name] : undefined;
  return Icon ? <Icon aria-hidden /> : null;
}
