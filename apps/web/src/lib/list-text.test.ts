// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listText } from './list-text';

describe('listText', () => {
  it('lists with 、 in Chinese and with a comma in the other languages', () => {
    expect(listText(['大米', '面粉'], 'zh-CN')).toBe('大米、面粉');
    for (const tag of ['en-US', 'ru-RU', 'es'])
      expect(listText(['Rice', 'Flour'], tag), tag).toBe('Rice, Flour');
    expect(listText(['Rice'], 'ru-RU')).toBe('Rice');
  });
});
