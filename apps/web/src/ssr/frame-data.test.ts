import { catalogEndpoints, systemEndpoints } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import { FrameData, type RenderedQuery } from './frame-data';

const classTree = [catalogEndpoints.classTree.path, { classType: 1 }] as const;
const detail = ['/member/product/product/getproductdetail', { productId: 5 }] as const;

function answered(queryKey: readonly unknown[], data: unknown, at: number): RenderedQuery {
  return {
    queryKey,
    queryHash: JSON.stringify(queryKey),
    state: { status: 'success', data, dataUpdatedAt: at },
  };
}

describe('FrameData', () => {
  it("gives a later render the frame's answer in the same language while it is fresh", () => {
    let now = 1_000;
    const frame = new FrameData(30_000, () => now);
    frame.keep('ru_RU', [answered(classTree, ['Фрукты'], now)]);
    const hash = JSON.stringify(classTree);
    expect(frame.get('ru_RU', classTree, hash)).toEqual({ data: ['Фрукты'], updatedAt: 1_000 });
    // Another language never gets it: its answer is in its own words.
    expect(frame.get('en_US', classTree, hash)).toBeUndefined();
    now += 30_000;
    expect(frame.get('ru_RU', classTree, hash)).toBeUndefined();
  });

  it("keeps nothing but the frame's successful answers, and nothing when caching is off", () => {
    const frame = new FrameData(30_000, () => 0);
    frame.keep('zh_CN', [
      answered(detail, { productName: '大米' }, 0),
      {
        ...answered([systemEndpoints.paramList.path, {}], null, 0),
        state: { status: 'error', data: undefined, dataUpdatedAt: 0 },
      },
    ]);
    expect(frame.get('zh_CN', detail, JSON.stringify(detail))).toBeUndefined();
    expect(
      frame.get('zh_CN', [systemEndpoints.paramList.path, {}], '["/sys/param/list",{}]'),
    ).toBeUndefined();
    const off = new FrameData(0, () => 0);
    off.keep('zh_CN', [answered(classTree, [], 0)]);
    expect(off.get('zh_CN', classTree, JSON.stringify(classTree))).toBeUndefined();
  });
});
