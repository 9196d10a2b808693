import { ArticleDetail } from '../../features/content/components/article-detail';

/** Spec §2 /news/newsDetail?id=. */
export default function NewsDetailPage() {
  return <ArticleDetail kind="news" />;
}
