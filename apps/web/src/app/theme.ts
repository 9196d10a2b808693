import { limits } from '@mall/contracts';
import type { ThemeConfig } from 'antd';

export const primaryColor = '#ff6a00';

/** CJK fonts first for Chinese text; Noto CJK is what Linux machines (and CI) have. */
export const fontFamily = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Noto Sans SC"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

export const theme: ThemeConfig = {
  token: {
    colorPrimary: primaryColor,
    colorLink: primaryColor,
    colorInfo: primaryColor,
    borderRadius: 6,
    fontFamily,
  },
};

/** The same, for visitors who asked for reduced motion: antd's transitions and animations off. */
export const withoutMotion: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };

export const pageWidth = limits.pageWidth;

/** System parameters of spec §3 that restyle the storefront without a rebuild. */
export const themeParams = { colors: 'MALL_APP_COLORS', width: 'MALL_APP_WIDTH' } as const;

/** Page widths the layout holds together at; anything else is a typo, not a design. */
const widthRange = { min: 960, max: 1920 } as const;

/**
 * The primary colour of MALL_APP_COLORS: the first entry of the list (`#ff6a00` or `#ff6a00,#333`) when
 * it is a #rgb or #rrggbb colour, else the default. A bad value must never break the page.
 */
export function primaryColorOf(value: string | undefined): string {
  const first = (value ?? '').split(/[,;\s]+/).find(Boolean) ?? '';
  if (/^#[0-9a-f]{6}$/i.test(first)) return first.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(first)) {
    const [r, g, b] = first.slice(1).toLowerCase();
    return `#${r}${r}${g}${g}${b}${b}`;
  }
  return primaryColor;
}

/** The page width of MALL_APP_WIDTH in px (`1210` or `1210px`), within 960-1920, else the default. */
export function pageWidthOf(value: string | undefined): number {
  const match = /^\s*(\d{3,4})\s*(?:px)?\s*$/i.exec(value ?? '');
  const width = match ? Number(match[1]) : Number.NaN;
  return width >= widthRange.min && width <= widthRange.max ? width : pageWidth;
}

/** `color` mixed with white: 0 is the colour, 1 is white (the tints the storefront's CSS uses). */
function tint(color: string, white: number): string {
  const channel = (i: number) => {
    const c = Number.parseInt(color.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(c + (255 - c) * white)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** The storefront's own CSS variables (styles.css) for a primary colour and page width. */
export function cssVariablesOf(color: string, width: number): Record<string, string> {
  return {
    '--mall-primary': color,
    '--mall-primary-hover': tint(color, 0.2),
    '--mall-primary-border': tint(color, 0.6),
    '--mall-primary-bg': tint(color, 0.94),
    '--mall-page-width': `${width}px`,
  };
}

/** The antd theme with the primary colour of MALL_APP_COLORS. */
export function themeOf(color: string, reduceMotion: boolean): ThemeConfig {
  const base = reduceMotion ? withoutMotion : theme;
  if (color === primaryColor) return base;
  return { ...base, token: { ...base.token, colorPrimary: color, colorLink: color, colorInfo: color } };
}
