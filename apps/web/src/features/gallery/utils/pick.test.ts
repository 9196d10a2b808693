import { describe, expect, it } from 'vitest';
import { mergePicked } from './pick';

describe('mergePicked', () => {
  it('replaces the picture of a one-picture field', () => {
    expect(mergePicked(['/a.png'], ['/b.png'], 1)).toEqual(['/b.png']);
  });

  it('adds new pictures after the kept ones, without repeats, up to the limit', () => {
    expect(mergePicked(['/a.png'], ['/a.png', '/b.png', '/c.png'], 3)).toEqual([
      '/a.png',
      '/b.png',
      '/c.png',
    ]);
    expect(mergePicked(['/a.png', '/b.png'], ['/c.png', '/d.png'], 3)).toEqual([
      '/a.png',
      '/b.png',
      '/c.png',
    ]);
  });

  it('keeps the value when nothing was picked', () => {
    expect(mergePicked(['/a.png'], [], 1)).toEqual(['/a.png']);
  });
});
