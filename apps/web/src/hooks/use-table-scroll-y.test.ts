// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tableScrollY } from './use-table-scroll-y';

describe('tableScrollY', () => {
  it('is the app height minus 250, but at least 350 (spec §9)', () => {
    expect(tableScrollY(900)).toBe(650);
    expect(tableScrollY(1080.5)).toBe(830);
    expect(tableScrollY(600)).toBe(350);
    expect(tableScrollY(599)).toBe(350);
    expect(tableScrollY(400)).toBe(350);
    expect(tableScrollY(0)).toBe(350);
  });
});
