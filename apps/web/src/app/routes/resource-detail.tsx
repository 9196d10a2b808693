import { ArticleDetail } from '../../features/content/components/article-detail';

/** Spec §2 /news/resource/detail?id=. */
export default function ResourceDetailPage() {
  return <ArticleDetail kind="resource" />;
}
