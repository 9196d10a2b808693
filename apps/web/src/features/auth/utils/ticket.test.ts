// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findTicket } from './ticket';

describe('findTicket', () => {
  it('reads the tkn_account cookie first and keeps the address', () => {
    expect(findTicket('http://x/mallview/mall/home?a=1', 'tkn_account=abc; other=1')).toEqual({
      ticket: 'abc',
      redirect: null,
      cleanUrl: '/mallview/mall/home?a=1',
    });
  });

  it('reads token or tkn_account from the query and removes it with redirect', () => {
    expect(
      findTicket('http://x/mallview/?token=t1&redirect=%2Fmallview%2Fuser%2Faccount%2Finfo&b=2', ''),
    ).toEqual({
      ticket: 't1',
      redirect: '/mallview/user/account/info',
      cleanUrl: '/mallview/?b=2',
    });
    expect(findTicket('http://x/mallview/?tkn_account=t2', '')?.ticket).toBe('t2');
  });

  it('reads a ticket from the search part after the hash', () => {
    expect(findTicket('http://x/mallview/#/home?tkn_account=t3&x=1', '')).toEqual({
      ticket: 't3',
      redirect: null,
      cleanUrl: '/mallview/#/home?x=1',
    });
  });

  it('finds nothing without a ticket', () => {
    expect(findTicket('http://x/mallview/mall/home?redirect=%2F', 'site_lang=zh_CN')).toBeNull();
  });
});
