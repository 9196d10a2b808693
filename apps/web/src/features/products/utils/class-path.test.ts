import type { ClassNode } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import { classPath } from './class-path';

const node = (id: number, children: ClassNode[] = []): ClassNode => ({
  id,
  pid: 0,
  name: `c${id}`,
  aliasName: '',
  parentCode: '',
  level: 1,
  children,
});

describe('classPath', () => {
  const tree = [node(1, [node(11, [node(111), node(112)])]), node(2, [node(21)])];

  it('walks from the top class down to the class', () => {
    expect(classPath(tree, 112).map((c) => c.id)).toEqual([1, 11, 112]);
    expect(classPath(tree, 2).map((c) => c.id)).toEqual([2]);
  });

  it('is empty for an unknown class or no class', () => {
    expect(classPath(tree, 999)).toEqual([]);
    expect(classPath(tree, undefined)).toEqual([]);
    expect(classPath(undefined, 1)).toEqual([]);
  });
});
