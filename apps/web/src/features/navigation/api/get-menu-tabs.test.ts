import type { ConfigItem } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import { toMenuTab } from './get-menu-tabs';

const item = (remark: string) => ({ configCode: 'MALL_HOME_TAB', showName: 'Tab', remark }) as ConfigItem;

describe('toMenuTab', () => {
  it('reads the target fields of the remark', () => {
    expect(toMenuTab(item('{"path":"/mall/product","lightKey":"commerce","x":1}'), 0)).toEqual({
      key: 'MALL_HOME_TAB-0',
      showName: 'Tab',
      path: '/mall/product',
      lightKey: 'commerce',
    });
  });

  it('keeps a tab without a target when the remark is not usable', () => {
    for (const remark of ['not json', '[1]', 'null', '{"path":5}', '']) {
      expect(toMenuTab(item(remark), 2)).toEqual({ key: 'MALL_HOME_TAB-2', showName: 'Tab' });
    }
  });
});
