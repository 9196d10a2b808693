import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '../app/provider';
import { translateHttpTexts } from '../lib/http-texts';
import { initI18n } from '../lib/i18n';
import { SsoPage } from './sso-page';
import '../app/styles.css';

async function start() {
  await initI18n();
  translateHttpTexts();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from sso.html');
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <SsoPage />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
