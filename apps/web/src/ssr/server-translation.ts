// The server renderer's `useTranslation` (the SSR build resolves 'react-i18next' to this module; see
// build/server-translation.ts). react-i18next 17's hook copies the i18n instance's property descriptors
// into a new wrapper object on every component's first render: on the server every render is a first
// one, so a product page made about 400 such copies per pass. Measured with a CPU profile of product pages
// under load (bench catalogue): the hook was 6.8% of the server's time, 5.3% in that copy alone, plus the
// garbage it left. Here the hook hands out one fixed `t` per language and namespace, made once: nothing on
// the server ever re-renders, so the wrapper's one purpose (a new identity when the language changes for a
// mounted component) does not arise. The browser keeps react-i18next's own hook.
import type { i18n as I18n, Namespace, TFunction } from 'i18next';
import { getI18n } from 'react-i18next';

export * from 'react-i18next';

const fixedTs = new Map<string, TFunction>();

export function useTranslation(ns?: Namespace) {
  const i18n: I18n = getI18n();
  const language = i18n.language;
  const namespace = (ns ?? i18n.options.defaultNS ?? 'translation') as Namespace;
  const key = `${language}|${String(namespace)}`;
  let t = fixedTs.get(key);
  if (!t) {
    t = i18n.getFixedT(language, namespace) as TFunction;
    fixedTs.set(key, t);
  }
  const result = [t, i18n, true] as [TFunction, I18n, boolean] & { t: TFunction; i18n: I18n; ready: boolean };
  result.t = t;
  result.i18n = i18n;
  result.ready = true;
  return result;
}
