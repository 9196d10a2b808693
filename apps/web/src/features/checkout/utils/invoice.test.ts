import { describe, expect, it } from 'vitest';
import { invoiceInput, invoiceProblem, noInvoice } from './invoice';

describe('invoice choice', () => {
  it('needs nothing without an invoice', () => {
    expect(invoiceProblem(noInvoice)).toBeNull();
    expect(invoiceInput({ type: 'none', title: 'x', taxNo: 'y' })).toEqual(noInvoice);
  });

  it('needs a title, and a 15-20 character taxpayer number for a VAT invoice', () => {
    expect(invoiceProblem({ type: 'normal', title: '  ', taxNo: '' })).toBe('title');
    expect(invoiceProblem({ type: 'normal', title: '杭州优采', taxNo: '' })).toBeNull();
    expect(invoiceProblem({ type: 'vat', title: '杭州优采', taxNo: '1234' })).toBe('taxNo');
    expect(invoiceProblem({ type: 'vat', title: '杭州优采', taxNo: '91330106MA2AXXXX1X' })).toBeNull();
  });

  it('sends a trimmed invoice, without a number for a normal one', () => {
    expect(invoiceInput({ type: 'normal', title: ' 杭州优采 ', taxNo: '91330106MA2AXXXX1X' })).toEqual({
      type: 'normal',
      title: '杭州优采',
      taxNo: '',
    });
  });
});
