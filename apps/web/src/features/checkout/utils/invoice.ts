import { rules } from '@mall/contracts';

export type InvoiceType = 'none' | 'normal' | 'vat';

export interface InvoiceChoice {
  type: InvoiceType;
  title: string;
  taxNo: string;
}

export const noInvoice: InvoiceChoice = { type: 'none', title: '', taxNo: '' };

/** What is wrong with the invoice choice before submitting (the server checks the same). */
export function invoiceProblem(invoice: InvoiceChoice): 'title' | 'taxNo' | null {
  if (invoice.type === 'none') return null;
  if (!invoice.title.trim()) return 'title';
  if (invoice.type === 'vat' && !rules.lettersDigits15To20.test(invoice.taxNo.trim())) return 'taxNo';
  return null;
}

/** The invoice as submit sends it; `none` clears title and number. */
export function invoiceInput(invoice: InvoiceChoice): InvoiceChoice {
  if (invoice.type === 'none') return noInvoice;
  return {
    type: invoice.type,
    title: invoice.title.trim(),
    taxNo: invoice.type === 'vat' ? invoice.taxNo.trim() : '',
  };
}
