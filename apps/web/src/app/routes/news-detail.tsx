import { getArticleQueryOptions } from '../../features/content/api/get-article';
import { ArticleDetail } from '../../features/content/components/article-detail';
import { byId } from '../route-handle';

export const serverData = byId('id', getArticleQueryOptions);

/** Spec §2 /news/newsDetail?id=. */
export default function NewsDetailPage() {
  return <ArticleDetail kind="news" />;
}
