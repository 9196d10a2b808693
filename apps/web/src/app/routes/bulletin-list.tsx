import { ArticleList } from '../../features/content/components/article-list';

/** Spec §2 /news/bulletinList. */
export default function BulletinListPage() {
  return <ArticleList kind="bulletin" />;
}
