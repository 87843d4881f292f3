import { describe, expect, it } from 'vitest';
import { splitPlates } from './warehouse.js';

describe('splitPlates (批量发券)', () => {
  it('splits on lines, commas, spaces, 、 and ；, upper-cases, drops blanks and keeps repeats', () => {
    expect(splitPlates(' 粤b12345\r\n粤B7A123，粤B12345、湘a58m21；\n\n  粤BD52866 ')).toEqual([
      '粤B12345',
      '粤B7A123',
      '粤B12345',
      '湘A58M21',
      '粤BD52866',
    ]);
    expect(splitPlates('  \n ')).toEqual([]);
  });
});
