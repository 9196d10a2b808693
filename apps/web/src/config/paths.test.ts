import { describe, expect, it } from 'vitest';
import {
  centreLandingHref,
  channelOrderListHref,
  paths,
  safeRedirect,
  sellerOrderHref,
  templateOfPath,
  underPrefix,
} from './paths';

const origin = 'https://mall.example';
const home = '/mallview/mall/home';
const go = (value: string | null) => safeRedirect(value, home, origin);

describe('safeRedirect', () => {
  it.each([
    ['/mallview/mall/shopcart', '/mallview/mall/shopcart'],
    ['/mallview/mall/product?classId=3#top', '/mallview/mall/product?classId=3#top'],
    ['https://mall.example/mallview/chat', '/mallview/chat'],
    // Decoded once by the query string: what stays percent-encoded is a path on this site.
    ['%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    // Dot segments that leave a path of one leading slash stay on this site.
    ['/mallview/../mallview/mall/home', '/mallview/mall/home'],
    ['/./mallview/chat', '/mallview/chat'],
  ])('follows %j on this site as %j', (value, expected) => {
    expect(go(value)).toBe(expected);
  });

  it.each([
    // The redirect=%2F%09%2Fevil.example of the finding: browsers drop the tab and go to //evil.example.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    ' //evil.example',
    'https://evil.example/',
    'http://mall.example/',
    'https://mall.example.evil.example/',
    'https://mall.example@evil.example/',
    '//mall.example@evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://[::1',
    // Resolved, these keep this origin but leave a path of two leading slashes, which the browser then reads
    // as the address of another site.
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/./\\evil.example',
    '/..//evil.example',
    '/mallview/..//evil.example',
    '/mallview/%2e%2e//evil.example',
    '/mallview/./..//evil.example',
    'https://mall.example//evil.example',
    'https://mall.example/.//evil.example',
    './/evil.example',
  ])('refuses %j and goes home', (value) => {
    expect(go(value)).toBe(home);
  });

  it('goes home without a value', () => {
    expect(go(null)).toBe(home);
    expect(go('')).toBe(home);
  });
});

describe('channelOrderListHref', () => {
  it('is the channel order list of DOMAIN_CHANNEL, with the order number when given', () => {
    expect(channelOrderListHref('https://channel.example/')).toBe(
      'https://channel.example/order/buy/order/list',
    );
    expect(channelOrderListHref(' http://127.0.0.1:8080/channel ', '202611260001')).toBe(
      'http://127.0.0.1:8080/channel/order/buy/order/list?orderNumber=202611260001',
    );
  });

  it('is nothing without a web address', () => {
    for (const value of [
      undefined,
      '',
      '  ',
      'javascript:alert(1)',
      '/channel',
      '//evil.example',
      'https://',
    ])
      expect(channelOrderListHref(value, '1'), String(value)).toBeUndefined();
  });
});

describe('centreLandingHref', () => {
  const seller = 'DRP.TMALL.SELLER';
  const user = (externalUrl: string, actsForBuyers = false) => ({
    subsysCode: seller,
    actsForBuyers,
    centres: [
      { subsysCode: 'DRP.TMALL.BUYER', externalUrl: '' },
      { subsysCode: seller, externalUrl },
    ],
  });
  const channel = 'https://channel.example';

  it('keeps a buyer in the storefront', () => {
    expect(
      centreLandingHref({ ...user('/console/merchant/'), subsysCode: 'DRP.TMALL.BUYER' }, channel),
    ).toBeUndefined();
  });

  it("sends another centre where its row says: a page of this site, or another site's address", () => {
    expect(centreLandingHref(user('/console/merchant/'), channel)).toBe('/console/merchant/');
    expect(centreLandingHref(user('/console/merchant/', true), channel)).toBe('/console/merchant/');
    expect(centreLandingHref(user(' https://seller.example/home '), channel)).toBe(
      'https://seller.example/home',
    );
  });

  it('without a usable address: the customer list of a seller acting for buyers, else the channel site', () => {
    for (const value of ['', '  ', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(centreLandingHref(user(value), channel), value).toBe(
        'https://channel.example/order/buy/order/list',
      );
      expect(centreLandingHref(user(value, true), channel), value).toBe('/mallview/mall/customers');
    }
    expect(centreLandingHref(user(''), undefined)).toBeUndefined();
  });
});

describe('templateOfPath', () => {
  it.each([
    ['/mallIntl/home', '/mallIntl'],
    ['/mallIntl/product/detail', '/mallIntl'],
    ['/mallIntl/product/brandCenter', '/mallIntl'],
    ['/mall/home', '/mall'],
    ['/mall/product', '/mall'],
    ['/mall/shopcart', '/mall'],
  ] as const)('%s is the template of its prefix %s', (pathname, prefix) => {
    expect(templateOfPath(pathname)).toBe(prefix);
  });

  it.each(['/', '/mall/product/demandCenter', '/news', '/user/order/list', '/chat', '/channelPath'])(
    '%s has one address for both templates: MALL_TEMPLATE decides',
    (pathname) => {
      expect(templateOfPath(pathname)).toBeUndefined();
    },
  );
});

describe('underPrefix', () => {
  it('moves an address of both templates under the international prefix, query and fragment kept', () => {
    expect(underPrefix('/mall/product?lightKey=commerce#list', '/mallIntl')).toBe(
      '/mallIntl/product?lightKey=commerce#list',
    );
    expect(underPrefix('/mall/home', '/mallIntl')).toBe('/mallIntl/home');
  });

  it('leaves pages with one address, other sites and the default template alone', () => {
    expect(underPrefix('/mall/product/demandCenter?lightKey=purchase', '/mallIntl')).toBe(
      '/mall/product/demandCenter?lightKey=purchase',
    );
    expect(underPrefix('/news', '/mallIntl')).toBe('/news');
    expect(underPrefix('/mall/product', '/mall')).toBe('/mall/product');
  });

  it('builds home under either prefix', () => {
    expect(paths.home.href({ lightKey: '/' }, '/mallIntl')).toBe('/mallIntl/home?lightKey=%2F');
    expect(paths.home.href()).toBe('/mall/home');
  });
});

describe('sellerOrderHref', () => {
  const seller = (externalUrl: string) => [
    { subsysCode: 'DRP.TMALL.BUYER', externalUrl: '' },
    { subsysCode: 'DRP.TMALL.SELLER', externalUrl },
  ];
  it('opens the order in the merchant workbench when the seller centre works there', () => {
    expect(sellerOrderHref(seller('/console/merchant/'), 'https://channel.example', 'A 1')).toBe(
      '/console/merchant/orders/A%201',
    );
  });
  it('else goes to the channel site’s order list, or nowhere', () => {
    expect(sellerOrderHref(seller(''), 'https://channel.example', '2026')).toBe(
      'https://channel.example/order/buy/order/list?orderNumber=2026',
    );
    expect(sellerOrderHref(seller('https://seller.example/'), undefined, '2026')).toBeUndefined();
    expect(sellerOrderHref([], undefined, '2026')).toBeUndefined();
  });
});
