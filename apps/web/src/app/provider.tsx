import { cssVariablesOf, pageWidthOf, primaryColorOf, themeOf, themeParams } from '@mall/ui/theme';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { lazy, type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemParams } from '../features/system/api/get-system-params';
import { useDialogTabWrap } from '../hooks/use-dialog-tab-wrap';
import { getAntdLocale, localeOfTag } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { useReducedMotionTheme } from '../lib/reduced-motion';

// antd's message API for lib/toast, loaded after the first view (its code is not needed to paint a page).
const ToastBridge = lazy(() => import('./toast-bridge'));

/**
 * antd's theme and the storefront's CSS variables from MALL_APP_COLORS and MALL_APP_WIDTH (spec §3), read
 * at run time: an operator changing them in the database restyles the next page load, no rebuild. Until
 * the parameters arrive (and for a bad value) the built-in orange and 1210 px stay.
 */
function ThemedConfig({ children, reduceMotion }: { children: ReactNode; reduceMotion: boolean }) {
  const { i18n } = useTranslation();
  const params = useSystemParams().data;
  const color = primaryColorOf(params?.[themeParams.colors]);
  const width = pageWidthOf(params?.[themeParams.width]);
  useLayoutEffect(() => {
    const style = document.documentElement.style;
    const variables = cssVariablesOf(color, width);
    for (const [name, value] of Object.entries(variables)) style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(variables)) style.removeProperty(name);
    };
  }, [color, width]);
  return (
    <ConfigProvider
      locale={getAntdLocale(localeOfTag(i18n.language))}
      theme={themeOf(color, reduceMotion)}
      wave={{ disabled: reduceMotion }}
      button={{ autoInsertSpace: false }}
    >
      {children}
    </ConfigProvider>
  );
}

/**
 * Server state, antd theme and locale (following the interface language), and the toast bridge. A visitor
 * whose system asks for reduced motion gets antd without its animations and click waves. Tab goes round
 * inside whichever modal dialog is open.
 */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const reduceMotion = useReducedMotionTheme();
  useDialogTabWrap();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedConfig reduceMotion={reduceMotion}>
        <Suspense fallback={null}>
          <ToastBridge />
        </Suspense>
        {children}
      </ThemedConfig>
    </QueryClientProvider>
  );
}
