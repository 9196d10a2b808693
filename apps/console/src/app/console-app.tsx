import type { Locale } from '@mall/contracts';
import { primaryColorOf, themeOf } from '@mall/ui/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { isApiError } from '../lib/api';
import { applyLocale, rememberLocale } from '../lib/i18n';
import { LocaleContext } from './locale-context';
import { useMallColours, useReducedMotion } from './mall-theme';
import { NotFound, StartPage } from './start-page';
import { Workspace } from './workspace';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // A refusal (40300, 40900, a validation error) is an answer, not a hiccup: asked again, it is the same.
      queries: { retry: (count, error) => !isApiError(error) && count < 2, refetchOnWindowFocus: false },
    },
  });
}

/** The consoles: one app, two workspaces (/console/merchant/*, /console/platform/*). */
export function ConsoleApp({ initialAntdLocale }: { initialAntdLocale: AntdLocale }) {
  const [queryClient] = useState(makeQueryClient);
  const [antdLocale, setAntdLocale] = useState(initialAntdLocale);
  const changeLocale = useCallback(
    async (locale: Locale) => {
      rememberLocale(locale);
      setAntdLocale(await applyLocale(locale));
      // The server's messages (and translated names) follow the cookie: ask again in the new language.
      await queryClient.invalidateQueries();
    },
    [queryClient],
  );
  const localeContext = useMemo(() => ({ changeLocale }), [changeLocale]);
  const colours = useMallColours(queryClient);
  const reduceMotion = useReducedMotion();
  // The page responds (`<html data-ready>`, as the storefront says it): the console renders in the browser
  // only, so from its first commit its buttons work. Browser tests wait for it after every page load.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <ConfigProvider
      locale={antdLocale}
      theme={themeOf(primaryColorOf(colours), reduceMotion)}
      // Two Chinese characters stay together (antd spaces them out: 退 出), as on the storefront.
      button={{ autoInsertSpace: false }}
    >
      <AntdApp>
        <QueryClientProvider client={queryClient}>
          <LocaleContext.Provider value={localeContext}>
            <BrowserRouter basename="/console">
              <Routes>
                <Route index element={<StartPage />} />
                <Route path="merchant/*" element={<Workspace workspace="merchant" />} />
                <Route path="platform/*" element={<Workspace workspace="platform" />} />
                <Route path="*" element={<NotFound />} />
              </Routes>
            </BrowserRouter>
          </LocaleContext.Provider>
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
