import { ArticleDetail } from '../../features/content/components/article-detail';

/** Spec §2 /news/bulletinDetail?id=. */
export default function BulletinDetailPage() {
  return <ArticleDetail kind="bulletin" />;
}
