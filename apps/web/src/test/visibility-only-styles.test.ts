import { afterEach, describe, expect, it } from 'vitest';
import { visibilityRules } from './visibility-only-styles';

function sheetOf(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

describe('visibility-only styles', () => {
  afterEach(() => document.head.querySelectorAll('style').forEach((style) => style.remove()));

  it('keeps display, visibility, opacity and pointer-events, with !important, inside @media too', () => {
    const css = visibilityRules(
      sheetOf(
        '.a{color:red;display:none;padding:4px}.b{visibility:hidden;opacity:0;pointer-events:none !important}' +
          '.c{color:blue}@media (min-width: 1px){.d{display:block;margin:0}}@keyframes k{from{opacity:0}}',
      ).cssRules,
    );
    expect(css).toBe(
      '.a{display:none}.b{visibility:hidden;opacity:0;pointer-events:none !important}' +
        '@media (min-width: 1px){.d{display:block}}',
    );
  });

  it('hides what a class hides in the document, and follows a style element whose text changes', () => {
    const style = document.createElement('style');
    style.textContent = '.menu-hidden{display:none;color:red}';
    document.head.append(style);
    const item = document.createElement('div');
    item.className = 'menu-hidden';
    document.body.append(item);
    // setup.ts installed the view: the colour is gone, the hiding stays.
    expect(getComputedStyle(item).display).toBe('none');
    expect(getComputedStyle(item).color).not.toBe('red');

    style.textContent = '.menu-hidden{visibility:hidden}';
    expect(getComputedStyle(item).display).not.toBe('none');
    expect(getComputedStyle(item).visibility).toBe('hidden');
    item.remove();
  });
});
