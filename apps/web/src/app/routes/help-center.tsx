import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailState } from '../../components/listing/detail-state';
import { ListHeader } from '../../components/listing/list-header';
import { QueryState } from '../../components/query-state';
import { Skeleton } from '../../components/skeleton';
import { paths, storefrontUrl } from '../../config/paths';
import { getHelpArticleQueryOptions, useHelpArticle } from '../../features/content/api/get-article';
import { useFooterMenus } from '../../features/content/api/get-footer-menus';
import { useArticleHead } from '../../features/content/components/article-detail';
import { RichText } from '../../features/content/components/rich-text';
import { positiveInt } from '../../hooks/use-list-params';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import { useSearchParams } from '../../lib/search-params';
import { byId, type ServerData } from '../route-handle';
import '../../features/content/components/content.css';
import '../../components/listing/listing.css';
import { langProps } from '../../lib/content-lang';

const helpArticle = byId('bottomMenuId', getHelpArticleQueryOptions);

/** The article asked for (without one, the first menu item's follows the footer menus, which the frame has). */
export const serverData: ServerData = (search, page) => {
  search.get('bottomClassId');
  return helpArticle(search, page);
};

/**
 * The help centre (spec §2 /news/helpcenter?bottomClassId=&bottomMenuId=): the footer's help menus as a
 * tree on the left, the chosen article on the right. Without a menu id the first article is shown.
 */
export default function HelpCenterPage() {
  const prefix = useMallPrefix();
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const menus = useFooterMenus();
  const asked = positiveInt(params.get('bottomMenuId'));
  const firstMenuId = menus.data?.flatMap((c) => c.menuList)[0]?.bottomMenuId;
  const menuId = params.has('bottomMenuId') ? asked : firstMenuId;
  const article = useHelpArticle(menuId);
  const choosing = menuId === undefined && !params.has('bottomMenuId');
  // The centre's own address is the help centre; an article's address names the article.
  useArticleHead({
    asked: params.has('bottomMenuId'),
    hasId: menuId !== undefined,
    query: article,
    section: { name: t('help.title'), url: storefrontUrl(paths.helpCenter.href()) },
    url: storefrontUrl(
      paths.helpCenter.href({
        bottomClassId: positiveInt(params.get('bottomClassId')),
        bottomMenuId: menuId,
      }),
    ),
  });
  return (
    <div className="mall-container listing-page" data-testid="help-center">
      <ListHeader title={t('help.title')} tone="gold" />
      <div className="side-layout">
        <nav className="listing-panel side-nav" aria-label={t('help.menu')} data-testid="help-menu">
          <QueryState
            query={menus}
            isEmpty={(classes) => classes.length === 0}
            emptyText={t('help.empty')}
            compact
            loading={<Skeleton active paragraph={{ rows: 8 }} />}
          >
            {(classes) =>
              classes.map((menuClass) => (
                <section key={menuClass.bottomClassId}>
                  <h2 {...langProps(menuClass.contentLang)}>{menuClass.className}</h2>
                  <ul>
                    {menuClass.menuList.map((menu) => (
                      <li key={menu.bottomMenuId}>
                        <Link
                          to={paths.helpCenter.href({
                            bottomClassId: menuClass.bottomClassId,
                            bottomMenuId: menu.bottomMenuId,
                          })}
                          className={menu.bottomMenuId === menuId ? 'active' : undefined}
                          aria-current={menu.bottomMenuId === menuId ? 'page' : undefined}
                          {...langProps(menu.contentLang)}
                        >
                          {menu.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))
            }
          </QueryState>
        </nav>
        <div className="listing-panel side-layout__main">
          {choosing ? (
            menus.isPending ? (
              <Skeleton active paragraph={{ rows: 10 }} />
            ) : (
              <Empty description={t('help.choose')} />
            )
          ) : (
            <DetailState
              hasId={menuId !== undefined}
              query={article}
              notFoundText={t('help.notFound')}
              back={{ href: paths.home.href(undefined, prefix), text: t('help.backHome') }}
              loading={<Skeleton active paragraph={{ rows: 10 }} />}
            >
              {(help) => (
                <article className="article-view" data-testid="help-article">
                  <header className="article-view__head">
                    <h1 {...langProps(help.contentLang)}>{help.title}</h1>
                  </header>
                  <RichText html={help.contentHtml} lang={help.bodyLang} />
                </article>
              )}
            </DetailState>
          )}
        </div>
      </div>
    </div>
  );
}
