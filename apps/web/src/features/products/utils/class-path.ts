import type { ClassNode } from '@mall/contracts';

/** The classes from a top class down to `id` (inclusive); empty when `id` is not in the tree. */
export function classPath(tree: readonly ClassNode[] | undefined, id: number | undefined): ClassNode[] {
  if (!id || !tree) return [];
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = classPath(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
