import { Skeleton as AntdSkeleton } from 'antd';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Skeleton, type SkeletonProps } from './skeleton';

/** The class names and inline widths of a render, in document order, without antd's style hashes. */
function shape(markup: string) {
  return [...markup.matchAll(/<(\w+)([^>]*)>/g)]
    .filter(([, tag]) => !['svg', 'path', 'title'].includes(tag ?? ''))
    .map(([, , attributes = '']) => ({
      cls: (/class="([^"]*)"/.exec(attributes)?.[1] ?? '')
        .split(' ')
        .filter((name) => name && !name.startsWith('css-'))
        .join(' '),
      style: /style="([^"]*)"/.exec(attributes)?.[1] ?? '',
    }));
}

const render = (component: unknown, props: object) =>
  shape(renderToStaticMarkup(createElement(component as FunctionComponent, props)));

describe('Skeleton (plain markup in place of antd’s)', () => {
  const cases: SkeletonProps[] = [
    { active: true },
    { active: true, paragraph: { rows: 3 } },
    { active: true, title: false, paragraph: { rows: 2 } },
    { active: true, avatar: false, title: true, paragraph: { rows: 1 } },
    { active: true, avatar: true, paragraph: { rows: 4 } },
    { active: true, avatar: { shape: 'square', size: 320 }, paragraph: { rows: 6 } },
  ];
  it.each(cases)('renders the blocks, classes and widths antd renders for %o', (props) => {
    expect(render(Skeleton, props)).toEqual(render(AntdSkeleton, props));
  });

  it('renders antd’s Node and Image blocks, sized by the given style', () => {
    const node = { active: true, style: { width: 400, height: 400 } };
    expect(render(Skeleton.Node, node)).toEqual(render(AntdSkeleton.Node, node));
    expect(render(Skeleton.Image, { active: true })).toEqual(render(AntdSkeleton.Image, { active: true }));
  });

  it('is hidden from screen readers (an empty heading and list say nothing)', () => {
    expect(renderToStaticMarkup(createElement(Skeleton, { active: true }))).toMatch(
      /^<div [^>]*aria-hidden="true"/,
    );
  });
});
