import { describe, expect, it } from 'vitest';
import { field } from '../resources/field.js';
import { isStoredFileLink } from './stored-file-link.js';

const OWN = `/api/storage/oss/file/${'0f'.repeat(32)}.png`;

describe('image and file links (issue 12, point 7)', () => {
  it('accepts a link of the console’s own file store', () => {
    expect(isStoredFileLink(OWN)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'https://evil.example.com/a.png',
    `https://evil.example.com${OWN}`,
    `//evil.example.com${OWN}`,
    `${OWN}?x=1`,
    `/api/storage/oss/file/../../etc/passwd`,
  ])('refuses %s', (link) => expect(isStoredFileLink(link)).toBe(false));

  it('is built into image and file fields with a message', () => {
    for (const def of [field.image({ label: '图片' }), field.file({ label: '文件' })]) {
      const failed = def.validators.find((validator) => !validator.test('https://evil.example.com/x.png'));
      expect(failed?.message).toContain('本系统');
      expect(def.validators.every((validator) => validator.test(OWN))).toBe(true);
    }
  });
});
