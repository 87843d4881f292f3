import { MENU_ICONS } from './menu-icons';

export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = name ? MENU_ICONS[name] : undefined;
  return Icon ? <Icon /> : null;
}
