import * as util from '@rc-component/util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as standIn from './rc-table-scrollbar-size';

describe('rc-table’s scrollbar measurement', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('measures a kind of scroll area once: later tables and returns to a kept page reuse it', () => {
    const area = () => document.body.appendChild(document.createElement('div'));
    const first = area();
    const second = area();
    // rc-util's measurement adds a probe to the body and a <style> to the head each time.
    const probes = vi.spyOn(document.body, 'appendChild');
    const sizes = [first, second, first].map((element) => standIn.getTargetScrollBarSize(element));
    expect(probes).toHaveBeenCalledTimes(1);
    expect(sizes[1]).toEqual(sizes[0]);
    expect(sizes[2]).toEqual(sizes[0]);
  });

  it('answers no scrollbar for no element, as rc-util does', () => {
    expect(standIn.getTargetScrollBarSize(null)).toEqual({ width: 0, height: 0 });
  });

  it('passes rc-util’s other helpers through unchanged', () => {
    expect(standIn.getDOM).toBe(util.getDOM);
    expect(standIn.useLayoutEffect).toBe(util.useLayoutEffect);
    expect(standIn.isEqual).toBe(util.isEqual);
  });
});
