/**
 * A kept page hidden by <Activity> so that the browser keeps its styles and layout. Only a page left
 * with an overlay open (a dialog, a drawer, a popup) is hidden by <Activity> (KeepAliveOutlet); the
 * others are hidden by their `hidden` attribute, which shell.css turns into the same
 * content-visibility.
 *
 * React's <Activity mode="hidden"> hides the top element of a hidden page with an inline
 * `display: none !important` and shows it again by setting `style.display`. Under display: none the
 * browser drops the page's computed styles and layout boxes, so every return to a kept tab restyled
 * and laid out the whole page (停车记录: ~830 elements, about 17 ms of a 55 ms return), and its
 * ResizeObservers fired twice, for the size 0 and for the size back.
 *
 * Given the one element an Activity hides (KeepAliveOutlet), this turns React's display writes on it
 * into its `hidden` attribute and, where the browser knows `content-visibility`, an inline
 * `display: block; content-visibility: hidden`: not drawn, not focusable, out of the accessibility
 * tree and of `innerText`, `checkVisibility()` false, like display: none, but with the rendering
 * state kept, so showing the page again costs only what changed meanwhile (a toggle of a 3,000-cell
 * table: ~120 ms with display, ~2 ms with this). Elsewhere the attribute's own display: none
 * applies. Every other style write goes through unchanged; if a React version hid pages some other
 * way, this would not see it and the pages would be hidden as before, only slower.
 */
const keepsLayout = typeof CSS !== 'undefined' && CSS.supports('content-visibility', 'hidden');
const hooked = new WeakSet<HTMLElement>();

export function keepRenderingWhileHidden(element: HTMLElement | null): void {
  if (!element || hooked.has(element)) return;
  hooked.add(element);
  const style = element.style;
  const showAs = (display: string) => {
    element.hidden = display === 'none';
    if (!element.hidden) {
      style.removeProperty('content-visibility');
      style.setProperty('display', display);
    } else if (keepsLayout) {
      style.setProperty('display', 'block');
      style.setProperty('content-visibility', 'hidden');
    }
  };
  // The element's own `style` answers a stand-in for its declaration: a browser's CSSStyleDeclaration
  // may refuse own properties (happy-dom's is a Proxy), an element does not.
  const standIn = new Proxy(style, {
    get(target, key) {
      if (key === 'setProperty')
        return (name: string, value: string | null, priority?: string) =>
          name === 'display' ? showAs(value ?? '') : target.setProperty(name, value, priority);
      if (key === 'display') return element.hidden ? 'none' : target.display;
      const value: unknown = Reflect.get(target, key, target);
      // Native methods need the declaration itself as `this`.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set(target, key, value) {
      if (key === 'display') showAs(String(value));
      else Reflect.set(target, key, value, target);
      return true;
    },
  });
  Object.defineProperty(element, 'style', { configurable: true, get: () => standIn });
}

/** Hooks the kept pages already in the document (KeepAliveOutlet loads this module late). */
export function keepKeptPagesLayout(): typeof keepRenderingWhileHidden {
  for (const element of document.querySelectorAll<HTMLElement>('.kept-page'))
    keepRenderingWhileHidden(element);
  return keepRenderingWhileHidden;
}
