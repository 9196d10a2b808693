import { ArticleList, articleListData } from '../../features/content/components/article-list';
import type { ServerData } from '../route-handle';

export const serverData: ServerData = (search) => articleListData('resource', search);

/** Spec §2 /news/resource. */
export default function ResourcePage() {
  return <ArticleList kind="resource" />;
}
