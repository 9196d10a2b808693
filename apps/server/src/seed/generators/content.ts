import type { adverts, bizLinks } from '../../db/schema/system';
import { centreRows } from '../data/accounts';
import { names } from '../data/classes';
import { banners, bizLinkList, footer } from '../data/content';
import { paragraphTranslations, translationsOf } from '../data/content-i18n';
import { backdropSvg, bannerSvg, cardSvg, type PictureSet } from './pictures';

type Advert = typeof adverts.$inferInsert;

/** Adverts of every slot the storefront and sign-on pages read. */
export function buildAdverts(pictures: PictureSet, topIds: number[]): Advert[] {
  const rows: Advert[] = [
    {
      advCode: 'mall_head_backgroud',
      imgUrl: pictures.add('banners/head-background.svg', () => backdropSvg(1920, 120, 22)),
      imgAlt: '云采商城',
      imgAltI18n: translationsOf('云采商城'),
      linkUrl: '',
      sort: 1,
    },
    {
      advCode: 'sso_login_bg',
      imgUrl: pictures.add('banners/login-background.svg', () => backdropSvg(1920, 600, 20)),
      imgAlt: '云采商城',
      imgAltI18n: translationsOf('云采商城'),
      linkUrl: '',
      sort: 1,
    },
  ];
  banners.forEach((b, i) => {
    const titles = translationsOf(b.title);
    const subtitles = translationsOf(b.subtitle);
    // The banner's words are drawn in the picture: one picture per language.
    const imgUrlI18n: Record<string, string> = {};
    for (const lang of Object.keys(titles)) {
      imgUrlI18n[lang] = pictures.add(`banners/home-${i + 1}.${lang}.svg`, () =>
        bannerSvg(titles[lang]!, subtitles[lang] ?? '', b.hue, 1210, 400, 52),
      );
    }
    rows.push({
      advCode: 'mall_home_banner',
      imgUrl: pictures.add(`banners/home-${i + 1}.svg`, () => bannerSvg(b.title, b.subtitle, b.hue)),
      imgUrlI18n,
      imgAlt: b.title,
      imgAltI18n: titles,
      linkUrl: `/mallview/mall/product?classId=${topIds[b.top]}`,
      sort: i + 1,
    });
  });
  centreRows.forEach((c, i) => {
    rows.push({
      advCode: 'sso_auth_center',
      imgUrl: pictures.add(`centres/${c.subsysCode.toLowerCase().replace(/\./g, '-')}.svg`, () =>
        cardSvg(i === 0 ? '🛒' : '📦', i === 0 ? 25 : 205, 400, 240),
      ),
      imgAlt: c.subsysLabel,
      imgAltI18n: translationsOf(c.subsysLabel),
      linkUrl: c.externalUrl,
      sort: i + 1,
    });
  });
  return rows;
}

export interface FooterPlan {
  classes: {
    id: number;
    className: string;
    classNameI18n: Record<string, string>;
    classSource: number;
    sort: number;
  }[];
  menus: {
    classId: number;
    title: string;
    titleI18n: Record<string, string>;
    content: string;
    contentI18n: Record<string, string>;
    sort: number;
  }[];
}

export function buildFooter(): FooterPlan {
  const plan: FooterPlan = { classes: [], menus: [] };
  footer.forEach((c, ci) => {
    const n = names(c.spec);
    const id = ci + 1;
    plan.classes.push({ id, className: n.zh, classNameI18n: { ...n.i18n }, classSource: 1, sort: ci + 1 });
    c.menus.forEach((m, mi) => {
      const t = names(m.spec);
      plan.menus.push({
        classId: id,
        title: t.zh,
        titleI18n: { ...t.i18n },
        content: m.paragraphs.join('\n\n'),
        contentI18n: paragraphTranslations(m.paragraphs.join('\n\n')),
        sort: mi + 1,
      });
    });
  });
  return plan;
}

export const bizLinkRows: (typeof bizLinks.$inferInsert)[] = bizLinkList.map(([linkName, linkUrl], i) => ({
  linkType: 1,
  linkName,
  linkNameI18n: translationsOf(linkName),
  linkUrl,
  sort: i + 1,
}));
