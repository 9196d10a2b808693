// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeQr, formatBits, rsRemainder } from './qr-code';

function finderAt(modules: boolean[][], x0: number, y0: number) {
  const rows: string[] = [];
  for (let y = y0; y < y0 + 7; y++)
    rows.push(
      modules[y]!.slice(x0, x0 + 7)
        .map((d) => (d ? '#' : '.'))
        .join(''),
    );
  return rows;
}

const finder = ['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######'];

describe('encodeQr', () => {
  it('picks the smallest version: 17 + 4v modules a side', () => {
    expect(encodeQr('hello').version).toBe(1);
    expect(encodeQr('hello').size).toBe(21);
    const url = `http://127.0.0.1:18080/sso/qr/confirm#id=${'a'.repeat(43)}`;
    const qr = encodeQr(url);
    expect(qr.version).toBe(5);
    expect(qr.size).toBe(37);
    expect(() => encodeQr('x'.repeat(300))).toThrow(RangeError);
  });

  it('draws the three finder patterns, the timing lines and the dark module', () => {
    const { modules, size } = encodeQr('https://example.com/sso/qr/confirm#id=abc');
    expect(finderAt(modules, 0, 0)).toEqual(finder);
    expect(finderAt(modules, size - 7, 0)).toEqual(finder);
    expect(finderAt(modules, 0, size - 7)).toEqual(finder);
    for (let i = 8; i < size - 8; i++) {
      expect(modules[6]![i]).toBe(i % 2 === 0);
      expect(modules[i]![6]).toBe(i % 2 === 0);
    }
    expect(modules[size - 8]![8]).toBe(true);
  });

  it('writes the level-M format bits of its mask, twice', () => {
    const { modules, size, mask } = encodeQr('format check', 3);
    expect(mask).toBe(3);
    const expected = formatBits(3);
    const bitAt = (i: number) => ((expected >>> i) & 1) === 1;
    // Copy 1 around the top-left finder, copy 2 split between the other two.
    for (let i = 0; i <= 5; i++) expect(modules[i]![8]).toBe(bitAt(i));
    for (let i = 0; i < 8; i++) expect(modules[8]![size - 1 - i]).toBe(bitAt(i));
    for (let i = 8; i < 15; i++) expect(modules[size - 15 + i]![8]).toBe(bitAt(i));
  });

  it('uses the format table of the standard (level M)', () => {
    // ISO/IEC 18004 table C.1: M with mask 0 is 101010000010010, mask 5 is 100000011001110.
    expect(formatBits(0).toString(2).padStart(15, '0')).toBe('101010000010010');
    expect(formatBits(5).toString(2).padStart(15, '0')).toBe('100000011001110');
  });

  it('computes Reed-Solomon codewords of the standard example', () => {
    // ISO/IEC 18004 annex I: "01234567" in version 1-M.
    const data = [16, 32, 12, 86, 97, 128, 236, 17, 236, 17, 236, 17, 236, 17, 236, 17];
    expect(rsRemainder(data, 10)).toEqual([165, 36, 212, 193, 237, 54, 199, 135, 44, 85]);
  });
});
