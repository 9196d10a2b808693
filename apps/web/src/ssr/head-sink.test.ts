import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PageHead } from '../lib/page-head/head-model';
import { HeadSinkContext, usePageHead, useSiteHead } from '../lib/page-head/use-page-head';
import { HeadSink } from './head-sink';

describe('HeadSink', () => {
  function Page({ head, children }: { head: PageHead; children?: ReactNode }) {
    usePageHead(head);
    return createElement('div', null, children);
  }
  function Layout({ children }: { children?: ReactNode }) {
    useSiteHead({
      webTitle: '绿野采购网',
      routeTitle: '商品详情',
      description: '企业一站式采购',
      keywords: 'k',
    });
    return createElement('main', null, children);
  }
  function render(sink: HeadSink, tree: ReactNode) {
    renderToString(createElement(HeadSinkContext, { value: sink }, createElement(MemoryRouter, null, tree)));
    return sink.result();
  }

  it('records during a server render (no effects): the route title and site description by default', () => {
    const result = render(new HeadSink(), createElement(Layout, null, createElement('p', null, 'x')));
    expect(result).toMatchObject({
      title: '商品详情 - 绿野采购网',
      description: '企业一站式采购',
      keywords: 'k',
      status: 200,
      noindex: false,
    });
  });

  it('deeper heads win field by field; the product page names itself, a 404 state adds noindex', () => {
    const sink = new HeadSink();
    const result = render(
      sink,
      createElement(
        Layout,
        null,
        createElement(
          Page,
          { head: { title: '苹果', ogType: 'product' } },
          createElement(Page, { head: { description: '红富士' } }),
        ),
      ),
    );
    expect(result).toMatchObject({ title: '苹果 - 绿野采购网', description: '红富士', ogType: 'product' });

    // The next pass (data arrived: the product is missing) in a fresh sink: the last pass decides.
    sink.reset();
    const missing = render(sink, createElement(Layout, null, createElement(Page, { head: { status: 404 } })));
    expect(missing).toMatchObject({
      title: '商品详情 - 绿野采购网',
      status: 404,
      noindex: true,
      ogType: 'website',
    });
  });
});
