import { describe, expect, it } from 'vitest';
import { luhnCheck, passwordStrength } from './checks';

describe('passwordStrength', () => {
  it.each(['', 'a', 'aB1!', 'aB1!x'])('is 0 under 6 characters whatever the mix: %j', (password) => {
    expect(passwordStrength(password)).toBe(0);
  });

  it.each([
    ['abcdef', 1],
    ['ABCDEF', 1],
    ['123456', 1],
    ['!@#$%^', 1],
    ['abc123', 2],
    ['abcDEF', 2],
    ['ABC123', 2],
    ['abc!@#', 2],
    ['abcDE1', 3],
    ['abc12!', 3],
    ['ABC12!', 3],
    ['abC12!', 4],
    ['Passw0rd!', 4],
  ] as const)('counts the character classes of %j as %i', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });

  it('starts scoring at exactly 6 characters', () => {
    expect(passwordStrength('aB1!x')).toBe(0);
    expect(passwordStrength('aB1!xy')).toBe(4);
  });

  it('does not go above 4 however many symbols are mixed in', () => {
    expect(passwordStrength('aA1!@#$%^&*() ~中文')).toBe(4);
  });

  it('counts spaces and non-ASCII characters as symbols', () => {
    expect(passwordStrength('abc def')).toBe(2);
    expect(passwordStrength('密码密码密码')).toBe(1);
    expect(passwordStrength('ａｂｃｄｅｆ')).toBe(1);
  });

  it('counts characters as the user sees them, not UTF-16 units', () => {
    // 3 emoji are 6 UTF-16 units but only 3 characters.
    expect(passwordStrength('😀😀😀')).toBe(0);
    expect(passwordStrength('😀😀😀😀😀😀')).toBe(1);
  });
});

describe('luhnCheck', () => {
  it.each([
    '4111111111111111', // Visa test number
    '5500005555555559', // Mastercard test number
    '378282246310005', // Amex test number, odd length
    '6222021234567890128', // 19 digits, UnionPay length
    '79927398713', // the classic example
    '00',
  ])('accepts %s', (cardNumber) => {
    expect(luhnCheck(cardNumber)).toBe(true);
  });

  it.each([
    '4111111111111112', // last digit off by one
    '79927398710',
    '6222021234567890123',
    // 79927398713 with its last two digits swapped: the typo Luhn is designed to catch.
    '79927398731',
  ])('rejects the wrong check digit in %s', (cardNumber) => {
    expect(luhnCheck(cardNumber)).toBe(false);
  });

  it('ignores the spaces of a number typed in groups of four', () => {
    expect(luhnCheck('4111 1111 1111 1111')).toBe(true);
    expect(luhnCheck('4111 1111 1111 1112')).toBe(false);
  });

  it.each([
    '',
    ' ',
    '0',
    '7',
    '4111-1111-1111-1111',
    '4111111111111111a',
    '４１１１１１１１１１１１１１１１',
  ])('rejects %j (too short or not digits)', (cardNumber) => {
    expect(luhnCheck(cardNumber)).toBe(false);
  });
});
