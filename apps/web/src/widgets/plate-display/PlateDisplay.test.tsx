import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../testing/render-widget';
import { PlateDisplay } from './PlateDisplay';

const plate = (text: string) => screen.getByText(text).closest<HTMLElement>('.plate-display')!;

describe('PlateDisplay', () => {
  it.each([
    [1, '蓝', '#0b4fb3', '#ffffff'],
    [2, '黄', '#f6c500', '#141414'],
    [3, '白', '#ffffff', '#141414'],
    [4, '黑', '#141414', '#ffffff'],
  ])('draws colour %i (%s) as a real plate', (code, name, background, color) => {
    renderWidget(<PlateDisplay plate="粤B12345" color={code} />);
    const element = plate('粤B12345');
    expect(element.style.background).toBe(background);
    expect(element.style.color).toBe(color);
    expect(element.getAttribute('title')).toBe(`粤B12345（${name}）`);
    expect(element.textContent).toBe(`粤B12345（${name}）`);
  });

  it('draws a green new-energy plate as a gradient', () => {
    renderWidget(<PlateDisplay plate="粤BD12345" color={5} />);
    expect(plate('粤BD12345').style.background).toContain('linear-gradient');
    expect(plate('粤BD12345').textContent).toBe('粤BD12345（绿）');
  });

  it('names an unknown colour 其他 and accepts codes as text', () => {
    renderWidget(
      <>
        <PlateDisplay plate="粤B99999" color={9} />
        <PlateDisplay plate="粤B88888" color="2" />
      </>,
    );
    expect(plate('粤B99999').dataset.plateColor).toBe('other');
    expect(plate('粤B99999').textContent).toBe('粤B99999（其他）');
    expect(plate('粤B88888').dataset.plateColor).toBe('2');
  });

  it.each([[''], ['  '], [null], [undefined], ['无牌车']])('shows 无牌车 for plate %j', (value) => {
    renderWidget(<PlateDisplay plate={value} color={1} />);
    expect(screen.getByText('无牌车')).toBeTruthy();
    expect(document.querySelector('.plate-display')).toBeNull();
  });
});
