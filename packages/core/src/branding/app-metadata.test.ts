import { describe, expect, it } from 'vitest';
import { metadataProblem } from './app-metadata.js';

describe('runtime-app metadata checks', () => {
  it.each([
    ['STYLE_PRIMARY_COLOR', '#1677ff'],
    ['IMAGE_FAVICON', `/api/storage/oss/file/${'ab'.repeat(32)}.png`],
    ['TEXT_SITENAME', '前海智行服务商平台'],
    ['LINK_SUPPORT', 'tel:4008001234'],
    ['STYLE_MENU_TITLE', 'color:#e6fffb;font-weight:600'],
    ['CUSTOM_NOTE', '任意文本'],
  ])('accepts %s = %s', (key, value) => expect(metadataProblem(key, value)).toBeNull());

  it.each([
    ['STYLE_PRIMARY_COLOR', 'blue'],
    ['IMAGE_FAVICON', 'javascript:alert(1)'],
    ['IMAGE_MENU_LOGO', 'data:image/svg+xml,%3Csvg%3E'],
    ['IMAGE_MENU_LOGO', 'https://evil.example.com/logo.png'],
    ['IMAGE_MENU_LOGO', `//evil.example.com/api/storage/oss/file/${'ab'.repeat(32)}.png`],
    ['LINK_SUPPORT', 'ftp://x'],
    ['STYLE_MENU_TITLE', 'background:url(x)'],
    ['TEXT_SITENAME', 'x'.repeat(65)],
    ['lower_key', 'x'],
    ['TEXT_SITENAME', '   '],
  ])('refuses %s = %s', (key, value) => expect(metadataProblem(key, value)).not.toBeNull());
});
