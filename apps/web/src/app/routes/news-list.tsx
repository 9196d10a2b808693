import { ArticleList, articleListData } from '../../features/content/components/article-list';
import type { ServerData } from '../route-handle';

export const serverData: ServerData = (search) => articleListData('news', search);

/** Spec §2 /news/newsList. */
export default function NewsListPage() {
  return <ArticleList kind="news" />;
}
