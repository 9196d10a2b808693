import { ArticleList } from '../../features/content/components/article-list';

/** Spec §2 /news/resource. */
export default function ResourcePage() {
  return <ArticleList kind="resource" />;
}
