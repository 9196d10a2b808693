import { limits } from '@mall/contracts';
import type { ThemeConfig } from 'antd';

/** The brand orange: the default of MALL_APP_COLORS, for what decorates (borders, bars, badges' fills). */
export const primaryColor = '#ff6a00';

/**
 * Text colours that hold WCAG 2.2 AA (4.5:1) on white and on the storefront's light greys (#f0f0f0 and
 * lighter): tertiary text (hints, dates, counts), and the error and success colours of messages. The brand
 * colour for text and for fills under white text is derived from the configured colour (readableOn).
 */
export const textColors = {
  tertiary: '#6b6b6b',
  danger: '#cf1322',
  success: '#237804',
} as const;

/** The lightest grey a text colour has to be readable on (panels, the top strip, table heads). */
const readableBackground = '#f0f0f0';
/** WCAG 2.2 AA for normal text (1.4.3). */
const minimumContrast = 4.5;

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

/**
 * antd's tokens of a primary colour: the readable shade for text and fills; hovers darker still (antd derives
 * a lighter hover, #c46a1f from the brand orange, 3.9:1 under a hovered button's text, WCAG 1.4.3); the
 * selected menu item's and other primary tints under primary text: antd's derived tint (#f7eddf) is 4.45:1
 * with the readable primary, a lighter one holds 4.5:1 (the user centre's menu).
 */
function primaryTokens(color: string) {
  const readable = readableOn(color);
  const hover = shade(readable, 0.15);
  return {
    colorPrimary: readable,
    colorLink: readable,
    colorInfo: readable,
    colorPrimaryHover: hover,
    colorPrimaryTextHover: hover,
    colorLinkHover: hover,
    colorPrimaryBg: tint(color, 0.94),
  };
}

export const theme: ThemeConfig = {
  token: {
    ...primaryTokens(primaryColor),
    colorError: textColors.danger,
    colorSuccess: textColors.success,
    colorTextTertiary: textColors.tertiary,
    colorTextDescription: textColors.tertiary,
    // Seeds of the preset palettes whose text shade (-7, e.g. a green or orange Tag) is too light on its
    // own tint at antd's defaults.
    green: textColors.success,
    orange: '#ad4e00',
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

/** `color` mixed with black: 0 is the colour, 1 is black. */
function shade(color: string, black: number): string {
  const channel = (i: number) => {
    const c = Number.parseInt(color.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(c * (1 - black))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** Relative luminance of a #rrggbb colour (WCAG 2.2). */
function luminance(color: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => {
    const c = Number.parseInt(color.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The configured colour darkened just enough to be read as text on white and light grey, and to carry white
 * text as a fill (WCAG 2.2 AA, 4.5:1): the brand orange #ff6a00 gives #b84c00. A colour dark enough already
 * is kept as it is.
 */
export function readableOn(color: string, background = readableBackground): string {
  for (let step = 0; step <= 100; step += 1) {
    const candidate = shade(color, step / 100);
    if (contrastRatio(candidate, background) >= minimumContrast) return candidate;
  }
  return '#000000';
}

/** The storefront's own CSS variables (styles.css) for a primary colour and page width. */
export function cssVariablesOf(color: string, width: number): Record<string, string> {
  const readable = readableOn(color);
  return {
    '--mall-brand': color,
    '--mall-primary': readable,
    '--mall-primary-hover': shade(readable, 0.15),
    '--mall-primary-border': tint(color, 0.6),
    '--mall-primary-bg': tint(color, 0.94),
    '--mall-page-width': `${width}px`,
  };
}

/** The antd theme with the primary colour of MALL_APP_COLORS (made readable: antd writes text in it). */
export function themeOf(color: string, reduceMotion: boolean): ThemeConfig {
  const base = reduceMotion ? withoutMotion : theme;
  if (color === primaryColor) return base;
  return { ...base, token: { ...base.token, ...primaryTokens(color) } };
}
