/**
 * The web component tests see only the declarations of the document's style sheets that decide
 * whether an element can be seen or clicked: display, visibility, opacity and pointer-events.
 *
 * Why: antd writes ~2,700 rules (750 KB) of CSS-in-JS into the test document, and happy-dom matches
 * every rule against an element and each of its ancestors whenever a computed style is asked for
 * again after the document changed. Testing Library asks for one for every element it names
 * (`getByRole(…, { name })` checks that each part of the name is not hidden), so about two thirds of
 * the web component tests' CPU went to matching antd's colours, paddings and fonts, which nothing
 * here reads (happy-dom lays nothing out; the look is checked in Chromium by the browser tests).
 * Kept, the rules still hide what antd hides with a class (a closed dropdown, a collapsed
 * submenu), so "not shown" means in a test what it means in the browser.
 *
 * happy-dom builds a `<style>` element's sheet from its text on first use and refills the same
 * sheet when the text changes; the view below is rebuilt when that text differs from the one it was
 * made from.
 */
const DECIDES_VISIBILITY = new Set(['display', 'visibility', 'opacity', 'pointer-events']);

/** The rules' visibility declarations as CSS text, @media blocks kept; other at-rules dropped. */
export function visibilityRules(rules: CSSRuleList): string {
  let css = '';
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      const kept: string[] = [];
      for (const name of Array.from(rule.style)) {
        if (!DECIDES_VISIBILITY.has(name)) continue;
        const important = rule.style.getPropertyPriority(name) ? ' !important' : '';
        kept.push(`${name}:${rule.style.getPropertyValue(name)}${important}`);
      }
      if (kept.length > 0) css += `${rule.selectorText}{${kept.join(';')}}`;
    } else if (rule instanceof CSSMediaRule) {
      const inner = visibilityRules(rule.cssRules);
      if (inner) css += `@media ${rule.conditionText}{${inner}}`;
    }
  }
  return css;
}

const INSTALLED = Symbol.for('console.visibilityOnlyStyles');

/** Makes every `<style>` element's `sheet` the visibility-only view of its text. Once per document class. */
export function showTestsVisibilityOnlyStyles(): void {
  const prototype = HTMLStyleElement.prototype as HTMLStyleElement & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  const fullSheet = Object.getOwnPropertyDescriptor(HTMLStyleElement.prototype, 'sheet')?.get;
  if (!fullSheet) throw new Error('HTMLStyleElement.prototype.sheet has no getter to wrap');
  const views = new WeakMap<HTMLStyleElement, { text: string; sheet: CSSStyleSheet }>();
  Object.defineProperty(HTMLStyleElement.prototype, 'sheet', {
    configurable: true,
    get(this: HTMLStyleElement) {
      const full = fullSheet.call(this) as CSSStyleSheet | null;
      if (!full) return full;
      const text = this.textContent ?? '';
      const view = views.get(this);
      if (view?.text === text) return view.sheet;
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(visibilityRules(full.cssRules));
      views.set(this, { text, sheet });
      return sheet;
    },
  });
  prototype[INSTALLED] = true;
}
