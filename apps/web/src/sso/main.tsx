import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '../app/provider';
import { useAfterHydration } from '../hooks/use-after-hydration';
import { translateHttpTexts } from '../lib/http-texts';
import { initI18n } from '../lib/i18n';
import { SsoPage } from './sso-page';
import '../app/styles.css';

/**
 * Says the page responds (`<html data-ready>`), as the storefront does (app/app.tsx): after the render that
 * follows the first one, when the parts that come alive only then are live too. Browser tests wait for it
 * after every navigation; without it each sign-on page cost them their whole wait (10 s).
 */
function Ready({ children }: { children: ReactNode }) {
  const live = useAfterHydration();
  useEffect(() => {
    if (live) document.documentElement.dataset.ready = 'true';
  }, [live]);
  return children;
}

async function start() {
  await initI18n();
  translateHttpTexts();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from sso.html');
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <Ready>
          <SsoPage />
        </Ready>
      </AppProvider>
    </StrictMode>,
  );
}

void start();
