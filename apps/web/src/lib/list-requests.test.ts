// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMyBuyers } from '../features/account/api/customer-list';
import { getAddresses } from '../features/addresses/api/get-addresses';
import { getCoupons } from '../features/benefits/api/get-coupons';
import { getPointsRecords } from '../features/benefits/api/get-points-records';
import { getBrands } from '../features/brands/api/get-brands';
import { getCart } from '../features/cart/api/get-cart';
import { getProducts } from '../features/catalog/api/get-products';
import { getChatOrders } from '../features/chat/api/get-chat-orders';
import { getConversations } from '../features/chat/api/get-conversations';
import { getMessageDetail } from '../features/chat/api/get-messages';
import { getQuickPhrases } from '../features/chat/api/quick-phrases';
import { getNews, getNewsPage } from '../features/content/api/get-news';
import { getDemandPage, getLatestDemands } from '../features/demands/api/get-demands';
import { getBizFiles } from '../features/gallery/api/get-biz-files';
import { findFiles } from '../features/gallery/api/get-files';
import { getFolders } from '../features/gallery/api/get-folders';
import { getHallProducts } from '../features/halls/api/get-hall-products';
import { getSuppliers } from '../features/halls/api/get-suppliers';
import { getActivities } from '../features/market/api/get-activities';
import { getFinanceProducts, getMyFinanceApplications } from '../features/merchant/api/finance';
import { getOrders } from '../features/orders/api/get-orders';
import { getPointsGoods } from '../features/points-mall/api/get-points-goods';
import { getRecommendedShops, getShopPage } from '../features/shops/api/get-shops';
import { ApiError, configureHttp, resetHttp } from './http';

// Spec §8: "List request failure: silent". Every list's request rejects without the error toast, which
// every other call shows; the list shows the failure in its place with a retry (QueryState).
const lists: Record<string, () => Promise<unknown>> = {
  products: () => getProducts({ offset: 1, limit: 10 }),
  orders: () => getOrders({ offset: 1, limit: 10 } as Parameters<typeof getOrders>[0]),
  newsLatest: () => getNews('news', 5),
  newsPage: () => getNewsPage('news', { offset: 1, limit: 10 }),
  coupons: () => getCoupons({ offset: 1, limit: 10 } as Parameters<typeof getCoupons>[0]),
  pointsRecords: () => getPointsRecords({ offset: 1, limit: 10 } as Parameters<typeof getPointsRecords>[0]),
  addresses: () => getAddresses(),
  cart: () => getCart(),
  conversations: () => getConversations('buyer'),
  messages: () => getMessageDetail(1, undefined),
  quickPhrases: () => getQuickPhrases(),
  chatOrders: () => getChatOrders({ page: 1 } as Parameters<typeof getChatOrders>[0]),
  latestDemands: () => getLatestDemands(5),
  demands: () => getDemandPage({ offset: 1, limit: 10 }),
  suppliers: () => getSuppliers({ offset: 1, limit: 10 } as Parameters<typeof getSuppliers>[0]),
  hallProducts: () => getHallProducts({ offset: 1, limit: 10 } as Parameters<typeof getHallProducts>[0]),
  recommendedShops: () => getRecommendedShops(5),
  shops: () => getShopPage({ offset: 1, limit: 10 }),
  brands: () => getBrands({ offset: 1, limit: 10 }),
  galleryFolders: () => getFolders(),
  galleryFiles: () => findFiles({ offset: 1, limit: 10 } as Parameters<typeof findFiles>[0]),
  galleryBizFiles: () => getBizFiles({ bizType: 'product', bizId: 1 }),
  pointsGoods: () => getPointsGoods({ offset: 1, limit: 10 } as Parameters<typeof getPointsGoods>[0]),
  activities: () => getActivities({ offset: 1, limit: 10 } as Parameters<typeof getActivities>[0]),
  myBuyers: () => getMyBuyers(),
  financeProducts: () => getFinanceProducts(),
  myFinanceApplications: () => getMyFinanceApplications(1),
};

const notifyError = vi.fn<(text: string, seconds: number) => void>();

function answer(body: unknown, status: number) {
  configureHttp({
    notifyError,
    clearToken: vi.fn(),
    redirectToSignIn: vi.fn(),
    extraHeaders: () => ({}),
    fetch: async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  });
}

beforeEach(() => notifyError.mockReset());
afterEach(() => resetHttp());

describe('list requests fail silently', () => {
  for (const [name, load] of Object.entries(lists)) {
    it(`${name}: no toast for an HTTP 500 or an error envelope, the request still rejects`, async () => {
      answer('down', 500);
      await expect(load()).rejects.toBeInstanceOf(ApiError);
      answer({ code: 50000, msg: 'broken', ext: null }, 200);
      await expect(load()).rejects.toMatchObject({ kind: 'business', message: 'broken' });
      expect(notifyError).not.toHaveBeenCalled();
    });
  }
});
