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
