import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  cssVariablesOf,
  pageWidthOf,
  primaryColorOf,
  readableOn,
  textColors,
  themeOf,
} from './theme';

describe('theme from MALL_APP_COLORS and MALL_APP_WIDTH', () => {
  it('takes the first colour of the list, short or long hex, and falls back to orange for anything else', () => {
    expect(primaryColorOf('#1677FF')).toBe('#1677ff');
    expect(primaryColorOf('#0a8, #333333')).toBe('#00aa88');
    expect(primaryColorOf(' #e4393c;#fff')).toBe('#e4393c');
    for (const bad of [
      undefined,
      '',
      'red',
      '#12345',
      '#ggg',
      'url(javascript:x)',
      '#ff6a00aa',
      'rgb(0,0,0)',
    ]) {
      expect(primaryColorOf(bad), String(bad)).toBe('#ff6a00');
    }
  });

  it('takes a width of 960-1920 px and falls back to 1210 for anything else', () => {
    expect(pageWidthOf('1400')).toBe(1400);
    expect(pageWidthOf(' 1000px ')).toBe(1000);
    for (const bad of [undefined, '', 'wide', '100', '959', '1921', '12e2', '-1300', '1300.5', '1300;x']) {
      expect(pageWidthOf(bad), String(bad)).toBe(1210);
    }
  });

  it('derives the CSS tints from the colour and gives antd the same primary, dark enough to read', () => {
    expect(cssVariablesOf('#000000', 1300)).toEqual({
      '--mall-brand': '#000000',
      '--mall-primary': '#000000',
      '--mall-primary-hover': '#000000',
      '--mall-primary-border': '#999999',
      '--mall-primary-bg': '#f0f0f0',
      '--mall-page-width': '1300px',
    });
    // A colour readable already is kept; antd gets the readable one.
    expect(themeOf('#0050b3', false).token?.colorPrimary).toBe('#0050b3');
    expect(themeOf('#0050b3', true).token).toMatchObject({ colorPrimary: '#0050b3', motion: false });
  });

  it('darkens a light brand colour until text in it, and white text on it, reach 4.5:1 (WCAG 2.2 AA)', () => {
    const orange = cssVariablesOf('#ff6a00', 1210);
    expect(orange['--mall-brand']).toBe('#ff6a00');
    expect(orange['--mall-primary']).toBe('#b84c00');
    for (const color of ['#ff6a00', '#1677ff', '#52c41a', '#ffd666', '#ffffff']) {
      const readable = readableOn(color);
      expect(contrastRatio(readable, '#ffffff'), color).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(readable, '#f0f0f0'), color).toBeGreaterThanOrEqual(4.5);
      const token = themeOf(color, false).token!;
      expect(token.colorPrimary).toBe(readable);
      // A hovered button or link (text in the colour, or white text on it) holds the same ratio.
      for (const hover of [token.colorPrimaryHover!, token.colorLinkHover!, token.colorPrimaryTextHover!]) {
        expect(contrastRatio(hover, '#ffffff'), `${color} hover`).toBeGreaterThanOrEqual(4.5);
      }
    }
    // The brand orange itself does not: it stays for decoration only (--mall-brand).
    expect(contrastRatio('#ff6a00', '#ffffff')).toBeLessThan(4.5);
    for (const text of Object.values(textColors)) {
      expect(contrastRatio(text, '#f0f0f0'), text).toBeGreaterThanOrEqual(4.5);
    }
  });
});
