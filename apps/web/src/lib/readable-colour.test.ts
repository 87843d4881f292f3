import { describe, expect, it } from 'vitest';
import { contrastWithWhite, readableColour } from './readable-colour';

describe('readableColour', () => {
  it('darkens antd’s default blue and a pale brand colour until white text reads at 5.1:1 (4.5 on its light tint)', () => {
    for (const colour of ['#1677ff', '#13a8a8', 'rgb(250, 250, 0)', '#fff']) {
      const readable = readableColour(colour);
      expect(readable).not.toBe(colour);
      expect(contrastWithWhite(readable)).toBeGreaterThanOrEqual(5.1);
      // Only just: the hue stays recognisably the brand's.
      expect(contrastWithWhite(readable)).toBeLessThan(5.4);
    }
  });

  it('keeps a colour that already reads well', () => {
    expect(readableColour('#0958d9')).toBe('#0958d9');
    expect(readableColour('#000')).toBe('#000');
  });

  it('starts from the default blue when the domain sets none or an unreadable value', () => {
    expect(readableColour(undefined)).toBe(readableColour('#1677ff'));
    expect(readableColour('teal-ish')).toBe(readableColour('#1677ff'));
  });

  it('prints what the default and the demo partner colour become', () => {
    expect([readableColour('#1677ff'), readableColour('#13a8a8')]).toEqual(['#1368de', '#0e7979']);
  });
});
