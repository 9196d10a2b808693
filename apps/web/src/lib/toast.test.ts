// @vitest-environment node
import type { MessageInstance } from 'antd/es/message/interface';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindToast, createToastDeduper, toast } from './toast';

describe('createToastDeduper', () => {
  it('shows a text once within the window, again after it, and every different text', () => {
    let now = 1000;
    const isNew = createToastDeduper(5000, () => now);
    expect(isNew('error', 'Request failed (HTTP 500)')).toBe(true);
    for (let i = 0; i < 12; i += 1) expect(isNew('error', 'Request failed (HTTP 500)')).toBe(false);
    expect(isNew('error', 'Network error')).toBe(true);
    expect(isNew('success', 'Request failed (HTTP 500)')).toBe(true);
    now += 4999;
    expect(isNew('error', 'Request failed (HTTP 500)')).toBe(false);
    now += 1;
    expect(isNew('error', 'Request failed (HTTP 500)')).toBe(true);
  });

  it('shows a text again once its toast has gone, however short the toast', () => {
    let now = 0;
    const isNew = createToastDeduper(5000, () => now);
    expect(isNew('warning', '请输入留言内容', 3000)).toBe(true);
    now = 2999;
    expect(isNew('warning', '请输入留言内容', 3000)).toBe(false);
    now = 3000;
    expect(isNew('warning', '请输入留言内容', 3000)).toBe(true);
  });
});

describe('toast', () => {
  afterEach(() => bindToast(null));

  it('puts one toast on screen when many identical errors arrive at once', () => {
    const error = vi.fn();
    bindToast({ error } as unknown as MessageInstance);
    for (let i = 0; i < 13; i += 1) toast.error('请求失败（HTTP 500）');
    toast.error('网络连接失败');
    expect(error.mock.calls.map(([config]) => config.content)).toEqual([
      '请求失败（HTTP 500）',
      '网络连接失败',
    ]);
  });
});
