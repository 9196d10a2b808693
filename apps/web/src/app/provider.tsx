import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { lazy, type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemParams } from '../features/system/api/get-system-params';
import { useDialogTabWrap } from '../hooks/use-dialog-tab-wrap';
import { getAntdLocale, localeOfTag } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { usePrefersReducedMotion } from '../lib/reduced-motion';
import { cssVariablesOf, pageWidthOf, primaryColorOf, themeOf, themeParams } from './theme';

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

const motionOff = { token: { motion: false } };

/**
 * A ConfigProvider with motion off around the themed one, so that the tree's shape never changes after the
 * first render. antd's ConfigProvider wraps its children in a motion provider once its motion differs from
 * its parent's (MotionWrapper, and it never unwraps). The server renders with motion on (it cannot know the
 * visitor's setting); a visitor who asks for reduced motion then turned it off right after hydration, the
 * provider appeared above the whole page and React threw the server's markup away and rendered the page
 * again (0 % of the main content kept, no error logged: every browser test runs with reduced motion).
 * With this frame the themed provider's motion (on) differs from its parent's (off) from the first render,
 * so it is wrapped from the start and turning motion off later only changes a value.
 */
function MotionFrame({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={motionOff}>{children}</ConfigProvider>;
}

/**
 * Server state, antd theme and locale (following the interface language), and the toast bridge. A visitor
 * whose system asks for reduced motion gets antd without its animations and click waves. Tab goes round
 * inside whichever modal dialog is open.
 */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const reduceMotion = usePrefersReducedMotion();
  useDialogTabWrap();
  return (
    <QueryClientProvider client={queryClient}>
      <MotionFrame>
        <ThemedConfig reduceMotion={reduceMotion}>
          <Suspense fallback={null}>
            <ToastBridge />
          </Suspense>
          {children}
        </ThemedConfig>
      </MotionFrame>
    </QueryClientProvider>
  );
}
