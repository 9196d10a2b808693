import { newsTypes } from '@mall/contracts';
import type { news } from '../../db/schema/system';
import { paragraphTranslations, translationsOf } from '../data/content-i18n';
import {
  articles,
  bulletins,
  bulletinTail,
  companyPages,
  followUps,
  legacyResource,
  legacyResourceTitle,
  resourceSteps,
  resources,
  topicHues,
  topicPictograms,
} from '../data/news';
import { cardSvg, type PictureSet } from './pictures';
import { createRandom } from './random';

type NewsRow = typeof news.$inferInsert;

const day = 86400_000;

/** The translated columns of an article whose body is paragraphs (news, bulletins). */
function textColumns(title: string, summary: string, content: string) {
  return {
    titleI18n: translationsOf(title),
    summaryI18n: translationsOf(summary),
    contentI18n: paragraphTranslations(content),
  };
}

function resourceHtml(title: string, summary: string, steps: string[]) {
  return `<h3>${title}</h3><p>${summary}</p><ol>${steps.map((s) => `<li>${s}</li>`).join('')}</ol>`;
}

/** The body of a resource in each language that has its title, summary and steps. */
function resourceI18n(title: string, summary: string): Record<string, string> {
  const [t, s, steps] = [translationsOf(title), translationsOf(summary), resourceSteps.map(translationsOf)];
  const result: Record<string, string> = {};
  for (const lang of ['en_US', 'ru_RU', 'es']) {
    const langSteps = steps.map((x) => x[lang]);
    if (t[lang] && s[lang] && langSteps.every(Boolean)) {
      result[lang] = resourceHtml(t[lang], s[lang], langSteps as string[]);
    }
  }
  return result;
}

/** About 30 news articles and 15 bulletins spread over the last 60 days; later entries are newer. */
export function buildNews(pictures: PictureSet, now: Date): NewsRow[] {
  const random = createRandom(60);
  const rows: NewsRow[] = [];
  articles.forEach(([title, summary, topic], i) => {
    const pool = followUps[topic];
    const paragraphs = [summary, ...random.sample(pool, Math.min(2, pool.length))];
    const content = paragraphs.join('\n\n');
    rows.push({
      newsType: newsTypes.news,
      title,
      summary,
      content,
      ...textColumns(title, summary, content),
      coverUrl: pictures.add(`news/news-${i + 1}.svg`, () =>
        cardSvg(topicPictograms[topic], topicHues[topic]),
      ),
      views: random.int(80, 6000),
      createdAt: new Date(now.getTime() - ((articles.length - i) * 2 - random.next()) * day),
    });
  });
  bulletins.forEach(([title, summary], i) => {
    const content = [summary, ...bulletinTail].join('\n\n');
    rows.push({
      newsType: newsTypes.bulletin,
      title,
      summary,
      content,
      ...textColumns(title, summary, content),
      coverUrl: pictures.add(`news/bulletin-${i + 1}.svg`, () => cardSvg('📢', 210)),
      views: random.int(200, 9000),
      createdAt: new Date(now.getTime() - ((bulletins.length - i) * 4 - random.next()) * day),
    });
  });
  companyPages.forEach(([title, summary, content], i) => {
    rows.push({
      newsType: newsTypes.company,
      title,
      summary,
      content,
      titleI18n: translationsOf(title),
      summaryI18n: translationsOf(summary),
      contentI18n: translationsOf(content),
      coverUrl: '',
      views: random.int(100, 3000),
      // The first page (about us) is the newest: it is the one the company page opens on.
      createdAt: new Date(now.getTime() - (i + 1) * day),
    });
  });
  [...resources, [legacyResourceTitle, '保护账户安全的几点建议。'] as [string, string]].forEach(
    ([title, summary], i) => {
      const isLegacy = title === legacyResourceTitle;
      rows.push({
        newsType: newsTypes.resource,
        title,
        summary,
        content: isLegacy ? legacyResource : resourceHtml(title, summary, resourceSteps),
        // The legacy resource has no translations: it shows the fallback to Chinese.
        titleI18n: translationsOf(title),
        summaryI18n: translationsOf(summary),
        contentI18n: isLegacy ? {} : resourceI18n(title, summary),
        coverUrl: pictures.add(`news/resource-${i + 1}.svg`, () => cardSvg('📄', 260)),
        views: random.int(50, 4000),
        createdAt: new Date(now.getTime() - (resources.length + 1 - i) * 3 * day),
      });
    },
  );
  // Each is published when written (the console schedules later ones).
  return rows.map((row) => ({ ...row, publishAt: row.createdAt }));
}
