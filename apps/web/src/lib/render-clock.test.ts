import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dropRenderTimeHold,
  holdRenderTime,
  markPageHydrated,
  pinRenderTime,
  releaseRenderTime,
  renderNow,
} from './render-clock';

const serverTime = 1_700_000_000_000;

describe('render clock', () => {
  afterEach(() => {
    pinRenderTime(null);
    vi.useRealTimers();
  });

  it("stays the server's until the page and every part that waits have hydrated", () => {
    vi.useFakeTimers({ now: serverTime + 120_000 });
    pinRenderTime(serverTime);
    const header = {};
    const page = {};
    holdRenderTime(header);
    holdRenderTime(page);
    markPageHydrated();
    expect(renderNow()).toBe(serverTime);
    releaseRenderTime(header);
    expect(renderNow(), 'the page part has not hydrated yet').toBe(serverTime);
    releaseRenderTime(page);
    expect(renderNow()).toBe(serverTime + 120_000);
  });

  it('a part that hydrated in the same commit as the page around it holds nothing', () => {
    vi.useFakeTimers({ now: serverTime + 5_000 });
    pinRenderTime(serverTime);
    const part = {};
    releaseRenderTime(part);
    holdRenderTime(part);
    markPageHydrated();
    expect(renderNow()).toBe(serverTime + 5_000);
  });

  it('a part that left the page before hydrating holds nothing', () => {
    vi.useFakeTimers({ now: serverTime + 5_000 });
    pinRenderTime(serverTime);
    const part = {};
    holdRenderTime(part);
    markPageHydrated();
    dropRenderTimeHold(part);
    expect(renderNow()).toBe(serverTime + 5_000);
  });

  it("a page rendered in the browser (no server's time) reads the browser's clock", () => {
    vi.useFakeTimers({ now: serverTime });
    holdRenderTime({});
    expect(renderNow()).toBe(serverTime);
    vi.setSystemTime(serverTime + 1_000);
    expect(renderNow()).toBe(serverTime + 1_000);
  });
});
