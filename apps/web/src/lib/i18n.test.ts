import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  changeLocale,
  i18n,
  initI18n,
  localeOfAddress,
  mergeServerTranslations,
  suggestedLocale,
} from './i18n';

// The language switch writes the site_lang cookie: a stand-in document for it.
vi.stubGlobal('document', { cookie: '', documentElement: { lang: '' } });

describe('dayjs follows the interface language', () => {
  beforeAll(async () => {
    await initI18n('ru_RU');
  });

  // The first view does not wait for dayjs: it follows a moment later.
  it('takes the start language once it has loaded', async () => {
    await vi.waitFor(() => expect(dayjs.locale()).toBe('ru'), { timeout: 5_000 });
    expect(dayjs('2026-03-01').format('MMMM')).toBe('март');
  });

  it('switches with the language, the last switch winning', async () => {
    await changeLocale('es');
    expect(dayjs.locale()).toBe('es');
    expect(i18n.language).toBe('es');

    // Two switches at once: the later one is where dayjs ends, whichever locale loads first.
    await Promise.all([changeLocale('zh_CN'), changeLocale('en_US')]);
    expect(dayjs.locale()).toBe('en');
    await changeLocale('zh_CN');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(dayjs('2026-03-01').format('MMMM')).toBe('三月');
  });
});

// Every 'added' event re-renders each translated component of the page at once (react-i18next's
// bindI18nStore): merging what the store already holds, as after a server-rendered page hydrates with the
// server's texts, must stay silent.
describe("the server's translations", () => {
  it('announce only what changes the texts', async () => {
    await changeLocale('en_US');
    const added = vi.fn();
    i18n.store.on('added', added);
    mergeServerTranslations('en_US', { 'tags.slogan': 'Fresh from the farm', 'tags.empty': '' });
    expect(added).toHaveBeenCalledTimes(1);
    expect(i18n.t('tags.slogan')).toBe('Fresh from the farm');

    mergeServerTranslations('en_US', { 'tags.slogan': 'Fresh from the farm' });
    expect(added).toHaveBeenCalledTimes(1);

    mergeServerTranslations('en_US', { 'tags.slogan': 'Straight from the farm' });
    expect(added).toHaveBeenCalledTimes(2);
    expect(i18n.t('tags.slogan')).toBe('Straight from the farm');
    i18n.store.off('added', added);
  });
});

// Spec §1: Chinese is the default. The page's language (on the server and in the browser) is the address's
// ?lang=, then the visitor's cookie, then Chinese; the browser's languages are only suggested.
describe('the language a page is shown in', () => {
  it('is Chinese for a visitor who has not chosen, whatever the browser prefers', () => {
    // A third argument as main's signature took (the browser's languages) changes nothing.
    const pick = localeOfAddress as (search: string, cookies: string, languages?: string) => string;
    expect(pick('', '', 'ru-RU,ru;q=0.9')).toBe('zh_CN');
    expect(pick('?x=1', 'other=1', 'es-ES,es')).toBe('zh_CN');
  });

  it('is the chosen one: ?lang= first, then the site_lang cookie; invalid values are ignored', () => {
    expect(localeOfAddress('?lang=en_US', 'site_lang=ru_RU')).toBe('en_US');
    expect(localeOfAddress('?lang=xx', 'site_lang=ru_RU')).toBe('ru_RU');
    expect(localeOfAddress('', 'site_lang=%00')).toBe('zh_CN');
  });

  it("offers the browser's first interface language unless it is Chinese", () => {
    expect(suggestedLocale(['ru-RU', 'ru', 'en-US'])).toBe('ru_RU');
    expect(suggestedLocale(['de-DE', 'es-ES'])).toBe('es');
    expect(suggestedLocale(['en'])).toBe('en_US');
    expect(suggestedLocale(['zh-CN', 'en-US'])).toBeNull();
    expect(suggestedLocale(['de-DE', 'fr'])).toBeNull();
    expect(suggestedLocale([])).toBeNull();
  });
});
