import { describe, expect, it } from 'vitest';
import { validationMessages } from '../validation-texts/en_US';
import { createQuantityRule, type RuleName, rules } from './rules';
import {
  zBankCard,
  zEmail,
  zExchangeRate,
  zFax,
  zIdCard,
  zLandline,
  zMobile,
  zMoney,
  zPassword,
  zPercentage,
  zPhone,
  zQq,
  zQuantity,
  zScore,
  zSmsCode,
  zUrl,
  zUsername,
  zZipCode,
} from './zod-rules';

type Cases = { valid: string[]; invalid: string[] };

// Per rule: values that must pass and values that must fail. The empty string is covered separately.
const cases: Record<Exclude<RuleName, 'required'>, Cases> = {
  integer: {
    valid: ['0', '7', '-7', '123456789012345678901234567890'],
    invalid: ['007', '-0', '+1', '1.0', '1.5', '1e3', ' 1', '1 ', '１２', '一', '-', 'abc'],
  },
  digits: {
    valid: ['0', '007', '1234567890'],
    invalid: ['-1', '1.5', '12a', ' 12', '1 2', '１２３', '+1'],
  },
  nonzero: {
    valid: ['1', '10', '0.5', '0.01', '1.0', '100.25', '99999999999'],
    invalid: ['0', '0.0', '0.00', '00', '01', '-1', '-0.5', '.5', '1.', 'abc', ' 1', '１'],
  },
  letters: {
    valid: ['a', 'Z', 'HelloWorld'],
    invalid: ['abc1', 'a_b', 'a b', 'é', 'ａｂｃ', '中文', ' a'],
  },
  lettersDigitsUnderscore: {
    valid: ['a', '_', 'user_01', 'ABC_123_xyz'],
    invalid: ['user-01', 'user 01', 'user.01', '用户', 'ａ1', '１'],
  },
  lettersDigits: {
    valid: ['a', '1', 'abc123', 'ABC'],
    invalid: ['abc_123', 'abc-123', 'abc 123', '中1', '１２'],
  },
  lettersDigits15To20: {
    valid: ['a'.repeat(15), 'A1b2C3d4E5f6G7h', 'AbCdEfGhIj0123456789', '1'.repeat(20)],
    invalid: [
      'a'.repeat(14),
      'a'.repeat(21),
      `${'a'.repeat(14)}_`,
      `${'a'.repeat(14)} `,
      `${'a'.repeat(14)}中`,
    ],
  },
  username: {
    valid: ['abcdef', 'a12345', 'A_____', `a${'b'.repeat(19)}`, 'Jane_Doe_2024'],
    invalid: ['abcde', `a${'b'.repeat(20)}`, '1abcde', '_abcde', 'abc de', 'abc-de', '张三abcdef', 'ａbcdef'],
  },
  noChinese: {
    valid: ['hello', 'abc 123 !@#', 'Ñandú', 'こんにちは', '，。'],
    invalid: ['中', 'abc中文', '𠀀', '〇'],
  },
  chinese: {
    valid: ['中', '中文', '张三', '𠀀'],
    invalid: ['中文a', '中 文', '中文1', '中文，', 'abc', ' 中'],
  },
  exchangeRate: {
    valid: ['0', '1', '6.5', '7.12345', '1234.12345', '9999', '0.00001'],
    invalid: ['12345.1', '12345', '1.123456', '01.5', '1.', '.5', '-1.2', '1,234.5', '１.5'],
  },
  landline: {
    valid: ['010-62345678', '01062345678', '0755-2345678', '0755-82345678-123', '2345678', '82345678'],
    invalid: [
      '13812345678',
      '010-6234567890',
      '010-623456',
      '10-62345678',
      '010--62345678',
      '010 62345678',
      '0755-01234567',
      '010-12345678',
      '０１０-６２３４５６７８',
    ],
  },
  mobile: {
    valid: ['13012345678', '13812345678', '19912345678', '15000000000'],
    invalid: [
      '12012345678',
      '10012345678',
      '23812345678',
      '1381234567',
      '138123456789',
      '138-1234-5678',
      '+8613812345678',
      '１３８１２３４５６７８',
      ' 13812345678',
    ],
  },
  phone: {
    valid: ['13812345678', '010-62345678', '0755-2345678-88'],
    invalid: ['12012345678', '010-123', 'phone', '138 1234 5678'],
  },
  email: {
    valid: [
      'a@b.co',
      'user.name+tag@example.com',
      'user_1@mail.example.com.cn',
      'A-B@sub-domain.example.org',
    ],
    invalid: [
      'plain',
      '@example.com',
      'user@',
      'user@example',
      'user@example.c',
      'user@.com',
      'user@-example.com',
      'user@example-.com',
      '.user@example.com',
      'user.@example.com',
      'us..er@example.com',
      'user@@example.com',
      'user name@example.com',
      '用户@example.com',
      'user＠example.com',
    ],
  },
  fax: {
    valid: ['010-62345678', '0755-2345678', '+86-10-62345678', '+86-755-2345678-12', '+86-1062345678'],
    invalid: ['13812345678', '+86-010-62345678', '+86 10 62345678', '+8610-62345678', '010-123', 'fax'],
  },
  bankCard: {
    valid: ['6222021234567890123', '1', '1'.repeat(30)],
    invalid: ['1'.repeat(31), '6222 0212 3456 7890', '6222-0212', '６２２２', 'card'],
  },
  url: {
    valid: [
      'http://example.com',
      'https://www.example.com.cn/path/to?q=1&r=2#top',
      'HTTPS://EXAMPLE.COM',
      'http://localhost:5173/',
      'http://192.168.1.1:8080/a',
      'https://example.com/商品/1',
    ],
    invalid: [
      'example.com',
      'www.example.com',
      'ftp://example.com',
      'http://',
      'http://example',
      'http://exa mple.com',
      'http://256.1.1.1',
      'javascript:alert(1)',
      'https://example.com/a b',
    ],
  },
  idCard: {
    valid: ['110101199003074514', '11010119900307451X', '11010119900307451x', '110101900307451'],
    invalid: [
      '1101011990030745',
      '1101011990030745141',
      '11010119900307451Y',
      '1101011990030745X1',
      'X10101199003074514',
      '11010119900307451',
      '１１０１０１１９９００３０７４５１４',
    ],
  },
  zipCode: {
    valid: ['100000', '010000', '518000'],
    invalid: ['10000', '1000000', '10000a', '１０００００', '100 000'],
  },
  qq: {
    valid: ['10000', '123456789', '123456789012'],
    invalid: ['1234', '1234567890123', '01234', '012345678', '12345a', '１２３４５'],
  },
  password: {
    valid: ['abc123', 'ABC123', 'a1b2c3d4e5f6g7h8i9j0', 'Passw0rd!', 'p@ss_w0rd#'],
    invalid: [
      'ab123',
      'a1b2c3d4e5f6g7h8i9j0k',
      'abcdef',
      '123456',
      '!@#$%^',
      'abc 123',
      '密码abc123',
      'ａｂｃ１２３',
      'abc１２３',
    ],
  },
  smsCode: {
    valid: ['000000', '123456'],
    invalid: ['12345', '1234567', '12345a', '１２３４５６', ' 123456', '123 456'],
  },
  percentage: {
    valid: ['0', '1', '99', '99.999', '100', '100.0', '100.000', '0.001', '12.5'],
    invalid: ['100.001', '100.1', '101', '1000', '-1', '1.2345', '01', '00', '.5', '5.', '50%', '１'],
  },
  score: {
    valid: ['0', '100', '100.00', '99.99', '59.5', '0.01'],
    invalid: ['100.01', '100.000', '101', '99.999', '-0.5', '07', '5.', '８０'],
  },
  money: {
    valid: ['0', '0.5', '0.01', '12345678.99', '99999999', '1.2', '100'],
    invalid: [
      '123456789',
      '123456789.00',
      '1.234',
      '-1',
      '01',
      '00.5',
      '.5',
      '1.',
      '1,000',
      '¥1',
      '１.00',
      ' 1',
    ],
  },
  quantity: {
    valid: ['0', '1', '12345678', '99999999'],
    invalid: ['123456789', '1.5', '1.0', '01', '-1', '１'],
  },
};

describe('validationMessages', () => {
  it('uses validation.<ruleName> keys that match the rule names', () => {
    for (const [name, rule] of Object.entries(rules)) {
      expect(rule.messageKey).toBe(`validation.${name}`);
      expect(validationMessages[rule.messageKey]).toBeTruthy();
    }
  });

  it('has an English text for every key and no key without a rule behind it', () => {
    const used = new Set<string>([
      ...Object.values(rules).map((rule) => rule.messageKey),
      createQuantityRule(2).messageKey,
    ]);
    expect(new Set(Object.keys(validationMessages))).toEqual(used);
  });

  it('keeps the wording required by the spec', () => {
    expect(validationMessages['validation.required']).toBe("Can't be empty");
    expect(validationMessages['validation.mobile']).toBe('Invalid mobile number');
    expect(validationMessages['validation.password']).toBe('6-20 characters mixing letters and digits');
  });
});

describe('required', () => {
  it('accepts any non-blank value', () => {
    expect(rules.required.test('a')).toBe(true);
    expect(rules.required.test('0')).toBe(true);
    expect(rules.required.test(' a ')).toBe(true);
  });

  it('rejects the empty string and whitespace only', () => {
    expect(rules.required.test('')).toBe(false);
    expect(rules.required.test('   ')).toBe(false);
    expect(rules.required.test('\t\n')).toBe(false);
    // Full-width (ideographic) space, typed by Chinese input methods.
    expect(rules.required.test('\u3000')).toBe(false);
  });
});

describe.each(Object.entries(cases))('%s', (name, { valid, invalid }) => {
  const rule = rules[name as RuleName];

  it('lets the empty string through so optional fields can be left blank', () => {
    expect(rule.test('')).toBe(true);
  });

  it.each(valid)('accepts %j', (value) => {
    expect(rule.test(value)).toBe(true);
  });

  it.each(invalid)('rejects %j', (value) => {
    expect(rule.test(value)).toBe(false);
  });

  it('treats a whitespace-only value as a value, not as empty', () => {
    // Only noChinese has nothing against spaces.
    expect(rule.test(' ')).toBe(name === 'noChinese');
  });
});

describe('createQuantityRule', () => {
  it('defaults to whole numbers with the plain quantity message', () => {
    const rule = createQuantityRule();
    expect(rule.messageKey).toBe('validation.quantity');
    expect(rule.params).toBeUndefined();
    expect(rule.test('12')).toBe(true);
    expect(rule.test('1.5')).toBe(false);
  });

  it('allows up to PRODUCT_NUMS decimals', () => {
    const rule = createQuantityRule(3);
    expect(rule.test('12345678.123')).toBe(true);
    expect(rule.test('0.5')).toBe(true);
    expect(rule.test('1.1234')).toBe(false);
    expect(rule.test('123456789.1')).toBe(false);
    expect(rule.test('1.')).toBe(false);
    expect(rule.test('')).toBe(true);
  });

  it('carries the number of decimals for the message placeholder', () => {
    const rule = createQuantityRule(2);
    expect(rule.messageKey).toBe('validation.quantityDecimals');
    expect(rule.params).toEqual({ decimals: 2 });
    expect(validationMessages[rule.messageKey]).toContain('{{decimals}}');
  });

  it.each([-1, 1.5, Number.NaN])('rejects %s decimals', (decimals) => {
    expect(() => createQuantityRule(decimals)).toThrow(RangeError);
  });
});

describe('rules are stateless', () => {
  it('gives the same answer on repeated calls', () => {
    for (let i = 0; i < 3; i++) {
      expect(rules.mobile.test('13812345678')).toBe(true);
      expect(rules.noChinese.test('中')).toBe(false);
    }
  });

  it('works when the test function is passed around detached', () => {
    const { test } = rules.digits;
    expect(['1', '22', 'x'].map(test)).toEqual([true, true, false]);
  });
});

describe('zod helpers', () => {
  const issueOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it.each([
    [zMobile, '13812345678', '12812345678', 'validation.mobile'],
    [zLandline, '010-62345678', '010-123', 'validation.landline'],
    [zPhone, '0755-2345678', '1381234567', 'validation.phone'],
    [zEmail, 'a@example.com', 'a@example', 'validation.email'],
    [zFax, '+86-10-62345678', '+86-010-62345678', 'validation.fax'],
    [zUrl, 'https://example.com', 'example.com', 'validation.url'],
    [zIdCard, '11010119900307451X', '11010119900307451Y', 'validation.idCard'],
    [zZipCode, '518000', '51800', 'validation.zipCode'],
    [zQq, '10000', '01000', 'validation.qq'],
    [zBankCard, '6222021234567890123', '6222 0212', 'validation.bankCard'],
    [zUsername, 'buyer_01', '01_buyer', 'validation.username'],
    [zPassword, 'abc123', 'abcdef', 'validation.password'],
    [zSmsCode, '123456', '12345', 'validation.smsCode'],
    [zExchangeRate, '1234.12345', '12345.1', 'validation.exchangeRate'],
    [zPercentage, '100.000', '100.001', 'validation.percentage'],
    [zScore, '100', '100.01', 'validation.score'],
    [zMoney, '12345678.99', '1.234', 'validation.money'],
  ] as const)(
    '%#: accepts a valid value, rejects an invalid one with the message key',
    (schema, good, bad, key) => {
      expect(schema.safeParse(good).success).toBe(true);
      const result = schema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(issueOf(result)).toBe(key);
    },
  );

  it('rejects the empty string, unlike the form rules', () => {
    expect(zMobile.safeParse('').success).toBe(false);
    expect(zMoney.safeParse('').success).toBe(false);
    expect(zPhone.safeParse('').success).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(zMoney.safeParse(12.5).success).toBe(false);
    expect(zMobile.safeParse(13812345678).success).toBe(false);
  });

  it('zQuantity follows the decimals argument and its message key', () => {
    expect(zQuantity().safeParse('12').success).toBe(true);
    expect(issueOf(zQuantity().safeParse('1.5'))).toBe('validation.quantity');
    expect(zQuantity(2).safeParse('1.25').success).toBe(true);
    expect(issueOf(zQuantity(2).safeParse('1.255'))).toBe('validation.quantityDecimals');
    expect(() => zQuantity(-1)).toThrow(RangeError);
  });
});
