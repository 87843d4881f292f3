import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { Panel } from './Panel';

/** The panel a test's content sits in: the nearest ancestor with a padding. */
function paddedBoxOf(text: string): HTMLElement {
  let box = screen.getByText(text).parentElement;
  while (box && !box.style.padding) box = box.parentElement;
  if (!box) throw new Error(`no padded box around ${text}`);
  return box;
}

describe('<Panel>', () => {
  it('pads like an untitled Card, 24 px and 12 px when small, with the theme radius', () => {
    render(
      <ConfigProvider theme={{ token: { borderRadiusLG: 10 } }}>
        <Panel>
          <span>大面板</span>
        </Panel>
        <Panel size="small">
          <span>小面板</span>
        </Panel>
      </ConfigProvider>,
    );
    const large = paddedBoxOf('大面板');
    const small = paddedBoxOf('小面板');
    expect(large.style.padding).toBe('24px');
    expect(small.style.padding).toBe('12px');
    expect(large.style.borderRadius).toBe('10px');
    expect(large.style.border).toMatch(/^1px solid/);
  });

  it('follows the theme padding tokens, as a Card body does', () => {
    render(
      <ConfigProvider theme={{ token: { paddingLG: 20, paddingSM: 10 } }}>
        <Panel>
          <span>面板</span>
        </Panel>
        <Panel size="small">
          <span>小</span>
        </Panel>
      </ConfigProvider>,
    );
    expect(paddedBoxOf('面板').style.padding).toBe('20px');
    expect(paddedBoxOf('小').style.padding).toBe('10px');
  });
});
