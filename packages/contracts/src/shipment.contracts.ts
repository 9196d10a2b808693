import { z } from 'zod';

// What a shop sends of an order, and how (the merchant workbench ships, the buyer's order page shows it).

/**
 * The carriers a shop ships with (the express companies of Chinese malls' shipping forms): the code is kept
 * with the shipment, the name shown in the reader's language (Chinese, else the English name).
 */
export const carriers = {
  SF: { zh: '顺丰速运', en: 'SF Express' },
  ZTO: { zh: '中通快递', en: 'ZTO Express' },
  YTO: { zh: '圆通速递', en: 'YTO Express' },
  YD: { zh: '韵达快递', en: 'Yunda Express' },
  STO: { zh: '申通快递', en: 'STO Express' },
  JD: { zh: '京东物流', en: 'JD Logistics' },
  EMS: { zh: '中国邮政 EMS', en: 'China Post EMS' },
  DBL: { zh: '德邦快递', en: 'Deppon Express' },
  JT: { zh: '极兔速递', en: 'J&T Express' },
} as const;
export type CarrierCode = keyof typeof carriers;
export const carrierCodes = Object.keys(carriers) as [CarrierCode, ...CarrierCode[]];

/** How a shipment travels: by a carrier with a tracking number, or by the shop's own driver and vehicle. */
export const shipmentMethods = ['express', 'own'] as const;

/** One shipment of an order (an order detail's `shipments`, oldest first): what went, how, and when. */
export const shipmentSchema = z.object({
  shipmentId: z.number().int(),
  method: z.enum(shipmentMethods),
  /** The carrier's code and name (express); '' for the shop's own delivery. */
  carrier: z.string(),
  carrierName: z.string(),
  trackingNumber: z.string(),
  /** The shop's own delivery (the buyer's "driver" and "vehicle" screens); '' for express. */
  driverName: z.string(),
  driverMobile: z.string(),
  vehiclePlate: z.string(),
  /** ISO time it was shipped. */
  time: z.string(),
  items: z.array(z.object({ itemId: z.number().int(), title: z.string(), quantity: z.string() })),
});
export type Shipment = z.infer<typeof shipmentSchema>;
