// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { capitalAmountFor } from './capital-amount';
import { formatCountdown } from './pay-countdown';

describe('capitalAmountFor', () => {
  it('writes a total in Chinese capitals in zh_CN only', () => {
    expect(capitalAmountFor('60.90', 'zh_CN')).toBe('陆拾元玖角');
    expect(capitalAmountFor('1234.56', 'zh_CN')).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(capitalAmountFor('100.00', 'zh_CN')).toBe('壹佰元整');
    for (const locale of ['en_US', 'ru_RU', 'es'] as const)
      expect(capitalAmountFor('60.90', locale)).toBeNull();
    expect(capitalAmountFor('', 'zh_CN')).toBeNull();
    expect(capitalAmountFor('1000000000000000.00', 'zh_CN')).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds left, never below zero', () => {
    expect(formatCountdown(24 * 3600)).toBe('24:00:00');
    expect(formatCountdown(3600 + 61)).toBe('1:01:01');
    expect(formatCountdown(59)).toBe('0:00:59');
    expect(formatCountdown(-5)).toBe('0:00:00');
  });
});
