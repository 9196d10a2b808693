import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, i18n, initI18n, mergeServerTranslations } from './i18n';

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
