import { describe, expect, it } from 'vitest';
import { hasPermission } from './permissions';

describe('hasPermission', () => {
  it('grants with the wildcard or one listed code', () => {
    expect(hasPermission(['*'], ['order:delete'])).toBe(true);
    expect(hasPermission(['order:view', 'order:delete'], ['order:delete', 'x'])).toBe(true);
    expect(hasPermission(['order:view'], ['order:delete'])).toBe(false);
    expect(hasPermission([], ['order:view'])).toBe(false);
    expect(hasPermission(null, ['order:view'])).toBe(false);
    expect(hasPermission(null, [])).toBe(true);
  });
});
