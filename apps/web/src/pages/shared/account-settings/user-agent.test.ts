import { describe, expect, it } from 'vitest';
import { shortUserAgent } from './user-agent';

describe('shortUserAgent', () => {
  it('names the browser with its major version and the system', () => {
    expect(
      shortUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      ),
    ).toBe('Edge 120 · Windows');
    expect(
      shortUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 · iOS');
    expect(
      shortUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome 120 · Android');
  });

  it('cuts an unknown agent short and shows - for none', () => {
    expect(shortUserAgent('a-very-long-robot-name-without-any-known-markers/1.0')).toBe(
      'a-very-long-robot-name-without-a…',
    );
    expect(shortUserAgent('')).toBe('-');
    expect(shortUserAgent(undefined)).toBe('-');
  });
});
