import { ArticleList, articleListData } from '../../features/content/components/article-list';
import type { ServerData } from '../route-handle';

export const serverData: ServerData = (search) => articleListData('bulletin', search);

/** Spec §2 /news/bulletinList. */
export default function BulletinListPage() {
  return <ArticleList kind="bulletin" />;
}
