import type { Locale } from '@mall/contracts';
import { createContext, useContext } from 'react';

export const LocaleContext = createContext<{ changeLocale: (locale: Locale) => Promise<void> }>({
  changeLocale: async () => undefined,
});

export const useChangeLocale = () => useContext(LocaleContext).changeLocale;
