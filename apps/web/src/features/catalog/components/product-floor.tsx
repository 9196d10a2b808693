import type { ClassNode } from '@mall/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyEmpty } from '../../../components/lazy-antd';
import { ProductCard } from '../../../components/product-card';
import { useReportQueryError } from '../../../components/query-state';
import { lightKeys, paths } from '../../../config/paths';
import { useInView } from '../../../hooks/use-in-view';
import { useMallPrefix } from '../../../hooks/use-mall-prefix';
import { classLabel } from '../api/get-class-tree';
import { useProducts } from '../api/get-products';
import './product-floor.css';

const floorSize = 10;
const placeholders = Array.from({ length: floorSize }, (_, i) => `placeholder-${i}`);

export interface ProductFloorProps {
  node: ClassNode;
  /** Floor number shown before the name (1F, 2F...). */
  index: number;
}

/**
 * One home floor per top class: its name, its level-2 children as links, and its newest products.
 * The products load only when the floor comes near the viewport.
 */
export function ProductFloor({ node, index }: ProductFloorProps) {
  const { t } = useTranslation();
  const prefix = useMallPrefix();
  const [ref, inView] = useInView<HTMLElement>('300px');
  const query = useProducts({ classId: node.id, offset: 1, limit: floorSize }, { enabled: inView });
  const hrefOf = (id: number) =>
    paths.productList.href({ classId: id, lightKey: lightKeys.commerce }, prefix);
  const titleId = `floor-${node.id}`;
  const shownByPage = useReportQueryError(query);

  let body: React.ReactNode;
  if (!inView) {
    // Out of view: an empty box of the floor's height keeps the page length without rendering cards.
    body = <div className="product-floor__grid product-floor__grid--waiting" aria-hidden="true" />;
  } else if (query.isPending) {
    // Plain CSS placeholders: a home page has a dozen floors, and antd Skeletons for 10 cards each made
    // the first render measurably slower.
    body = (
      <div className="product-floor__grid" aria-busy="true">
        {placeholders.map((key) => (
          <div key={key} className="product-floor__placeholder">
            <span className="product-floor__placeholder-image" />
            <span className="product-floor__placeholder-line" />
            <span className="product-floor__placeholder-line product-floor__placeholder-line--short" />
          </div>
        ))}
      </div>
    );
  } else if (shownByPage) {
    body = null;
  } else if (query.isError) {
    body = (
      <div className="product-floor__error" role="alert">
        <span>{t('common.states.loadFailed')}</span>
        <Button onClick={() => void query.refetch()}>{t('common.actions.retry')}</Button>
      </div>
    );
  } else if (query.data.rows.length === 0) {
    body = <LazyEmpty description={t('home.floors.empty')} />;
  } else {
    body = (
      <div className="product-floor__grid">
        {query.data.rows.map((product) => (
          <ProductCard key={product.productId} product={product} />
        ))}
      </div>
    );
  }

  return (
    <section ref={ref} className="product-floor" aria-labelledby={titleId} data-testid="product-floor">
      <header className="product-floor__head">
        <h2 id={titleId}>
          <span className="product-floor__index">{t('home.floors.index', { index })}</span>
          <Link className="product-floor__name" to={hrefOf(node.id)}>
            {classLabel(node)}
          </Link>
        </h2>
        <nav
          className="product-floor__children"
          aria-label={t('layout.classMenu.childrenOf', { name: classLabel(node) })}
        >
          {node.children.map((child) => (
            <Link key={child.id} className="product-floor__child" to={hrefOf(child.id)}>
              {classLabel(child)}
            </Link>
          ))}
          <Link className="product-floor__more" to={hrefOf(node.id)}>
            {t('common.actions.more')}
          </Link>
        </nav>
      </header>
      {body}
    </section>
  );
}
