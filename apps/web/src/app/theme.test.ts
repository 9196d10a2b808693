import { describe, expect, it } from 'vitest';
import { cssVariablesOf, pageWidthOf, primaryColorOf, themeOf } from './theme';

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

  it('derives the CSS tints from the colour and gives antd the same primary', () => {
    expect(cssVariablesOf('#000000', 1300)).toEqual({
      '--mall-primary': '#000000',
      '--mall-primary-hover': '#333333',
      '--mall-primary-border': '#999999',
      '--mall-primary-bg': '#f0f0f0',
      '--mall-page-width': '1300px',
    });
    expect(themeOf('#1677ff', false).token?.colorPrimary).toBe('#1677ff');
    expect(themeOf('#1677ff', true).token).toMatchObject({ colorPrimary: '#1677ff', motion: false });
  });
});
