import { createRoot } from 'react-dom/client';
import './styles.css';
import { ConsoleApp } from './app/console-app';
import { applyLocale, currentLocale, initI18n } from './lib/i18n';
import { redeemTicket } from './lib/ticket';

async function start() {
  await initI18n();
  const [antdLocale] = await Promise.all([applyLocale(currentLocale()), redeemTicket()]);
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<ConsoleApp initialAntdLocale={antdLocale} />);
}
void start();
