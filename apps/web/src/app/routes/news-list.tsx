import { ArticleList } from '../../features/content/components/article-list';

/** Spec §2 /news/newsList. */
export default function NewsListPage() {
  return <ArticleList kind="news" />;
}
