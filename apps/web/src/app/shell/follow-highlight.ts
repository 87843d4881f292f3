/**
 * rc-menu moves the highlight at once and the focus a frame later, and only if React has drawn the
 * highlight by then. ↓ or Enter on a submenu title opens its popup a frame plus a React render later,
 * and five frames later highlights the popup's first entry, if the popup can take the focus by then.
 * When the page's task queue is long (data arriving, a page rendering), the frames come first: the
 * focus stays on 更多 while 支付服务 is highlighted, or the open list gets neither. For two seconds
 * after a key, this gives the focus to where rc-menu meant it to go, once that entry is shown, as
 * long as the focus is still inside the menu; focusing an entry also makes it rc-menu's highlight.
 * Loaded when the focus first enters a shell menu (FocusFollowingMenu), so the first page does not
 * carry it.
 */

/**
 * How long after a key the focus is kept on the highlight: rc-menu's own move takes six frames, and
 * a popup can wait a second behind a busy page's task queue.
 */
const WATCH_MS = 2000;

/** The keys with which rc-menu moves its highlight (and means to move the focus with it). */
export const MOVING_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'Enter',
  ' ',
  'Escape',
]);

/** The keys that open a submenu's popup and move into it, pressed on its title. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowRight', 'Enter', ' ']);

/**
 * Follows the highlight of the menu `list()` answers after `key` was pressed on `target`, frame by
 * frame, until the time is up, the focus leaves the menu or the mouse moves. Answers how to stop.
 */
export function followHighlight(
  list: () => HTMLElement | null | undefined,
  key: string,
  target: EventTarget,
): () => void {
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('pointermove', stop);
  };
  // The mouse takes over the highlight (hover): the focus no longer follows it.
  window.addEventListener('pointermove', stop, { once: true });
  const opener = OPENING_KEYS.has(key) ? submenuTitle(target) : undefined;
  const until = performance.now() + WATCH_MS;
  const step = () => {
    const menu = list();
    if (!menu || performance.now() > until) return stop();
    const scopes = [menu, ...popupsOf(menu)];
    const focused = document.activeElement;
    // The user has moved on (Tab out of the menu): leave the focus where it is. On the page's body
    // it has not moved on: the entry that had it was hidden (Esc closing 更多's list), and it goes
    // to the highlight.
    if (focused !== document.body && !scopes.some((scope) => scope.contains(focused))) return stop();
    let entry = highlighted(scopes);
    if (opener && entry === opener) entry = firstEntry(popupOf(opener, menu)) ?? entry;
    if (entry && entry !== focused) entry.focus();
    frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return stop;
}

function submenuTitle(target: EventTarget): HTMLElement | undefined {
  return target instanceof HTMLElement && target.getAttribute('aria-haspopup') === 'true'
    ? target
    : undefined;
}

/** A submenu's popup, once shown; antd renders it outside the menu's list (an inline one is inside). */
function popupOf(title: Element, list: HTMLElement): HTMLElement | undefined {
  const popup = document.getElementById(title.getAttribute('aria-controls') ?? '');
  return popup && !list.contains(popup) && isShown(popup) ? popup : undefined;
}

function popupsOf(list: HTMLElement): HTMLElement[] {
  return [...list.querySelectorAll('[aria-controls]')].flatMap((title) => popupOf(title, list) ?? []);
}

function firstEntry(popup: HTMLElement | undefined): HTMLElement | undefined {
  return popup?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? undefined;
}

/**
 * The entry rc-menu highlights, once it is shown: an item before a submenu title, because a
 * submenu stays highlighted while one of its items is. Like rc-menu, a link inside takes the focus.
 */
function highlighted(scopes: readonly HTMLElement[]): HTMLElement | undefined {
  for (const selector of ['.ant-menu-item-active', '.ant-menu-submenu-active > .ant-menu-submenu-title']) {
    for (const scope of scopes) {
      const entry = scope.querySelector<HTMLElement>(selector);
      if (entry && isShown(entry)) return entry.querySelector<HTMLElement>('a[href]') ?? entry;
    }
  }
  return undefined;
}

/** Laid out, i.e. neither it nor an ancestor is display: none (Safari 16 has no checkVisibility). */
function isShown(element: Element): boolean {
  return element.getClientRects().length > 0;
}
