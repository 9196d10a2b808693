import { newsTypes } from '@mall/contracts';
import { paths } from '../../../config/paths';
import type { NewsKind } from '../api/get-news';

/** The listed kinds of article: where their list and detail pages are, and the colour of their header. */
export const articleKinds = {
  news: { list: paths.newsList, detail: paths.newsDetail, tone: 'blue' },
  bulletin: { list: paths.bulletinList, detail: paths.bulletinDetail, tone: 'orange' },
  resource: { list: paths.resource, detail: paths.resourceDetail, tone: 'green' },
} as const satisfies Partial<Record<NewsKind, unknown>>;

export type ListedKind = keyof typeof articleKinds;

/** The listed kind of a newsType, undefined for company pages. */
export function kindOfType(newsType: number): ListedKind | undefined {
  return (Object.keys(articleKinds) as ListedKind[]).find((kind) => newsTypes[kind] === newsType);
}
