import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAntdLocale, localeOfTag } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { usePrefersReducedMotion } from '../lib/reduced-motion';
import { bindToast } from '../lib/toast';
import { theme, withoutMotion } from './theme';

/** Hands antd's context-aware message API to code outside React (DESIGN §3). */
function ToastBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    bindToast(message);
    return () => bindToast(null);
  }, [message]);
  return null;
}

/**
 * Server state, antd theme and locale (following the interface language), and the toast bridge. A visitor
 * whose system asks for reduced motion gets antd without its animations and click waves.
 */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const { i18n } = useTranslation();
  const locale = localeOfTag(i18n.language);
  const reduceMotion = usePrefersReducedMotion();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={getAntdLocale(locale)}
        theme={reduceMotion ? withoutMotion : theme}
        wave={{ disabled: reduceMotion }}
        button={{ autoInsertSpace: false }}
      >
        <AntdApp>
          <ToastBridge />
          {children}
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
