import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, orderEndpoints, paymentEndpoints } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api';
import {
  addAddress,
  type Buyer,
  makeBuyer,
  unpaidOrder as makeUnpaidOrder,
} from '../../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../../test/helper';
import { paymentStatusCodes, payments } from '../../../db/schema/order';

// A server as production runs it: PAYMENT_SANDBOX off (its default there), the rest of the test setup kept.
let ctx: TestContext;
let buyer: Buyer;
let addressId: number;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo', env: { PAYMENT_SANDBOX: '0' } });
  buyer = await makeBuyer(ctx.app, db(), { balanceCents: 10_000, payPassword: true });
  addressId = await addAddress(ctx.app, buyer);
});
afterAll(async () => {
  await ctx?.close();
});

async function unpaidOrder() {
  const order = await makeUnpaidOrder(ctx.app, db(), buyer, addressId, 2500);
  return { orderNumber: order.orderNumber, cents: Math.round(Number(order.amount) * 100) };
}

const orderStatus = async (orderNumber: string) =>
  (await api(ctx.app).call(orderEndpoints.detail, { query: { orderNumber } }, { as: buyer })).ext
    .status as string;

describe('PAYMENT_SANDBOX off', () => {
  it('offers only the virtual account and refuses a sandbox QR code with a clear message', async () => {
    const order = await unpaidOrder();
    const info = await api(ctx.app).call(
      paymentEndpoints.payInfo,
      { query: { orderNumbers: order.orderNumber } },
      { as: buyer },
    );
    expect(info.ext.providers).toEqual(['virtual']);
    const qr = await api(ctx.app).call(
      paymentEndpoints.createSandboxQr,
      {
        body: {
          orderNumbers: [order.orderNumber],
        },
      },
      { as: buyer },
    );
    expect(qr).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      msg: 'This way of paying is not available on this site; please choose another',
    });
    expect(await orderStatus(order.orderNumber)).toBe('pendingPayment');
  });

  it('pays nothing through a confirm link handed out before the sandbox was switched off', async () => {
    const order = await unpaidOrder();
    const token = randomBytes(24).toString('base64url');
    const payNo = `P${Date.now()}`;
    await db()
      .insert(payments)
      .values({
        payNo,
        custId: buyer.custId,
        userId: buyer.userId,
        provider: 'sandbox_qr',
        status: paymentStatusCodes.pending,
        amountCents: order.cents,
        orderNumbers: [order.orderNumber],
        tokenHash: createHash('sha256').update(token).digest('hex'),
        expiresAt: new Date(Date.now() + 10 * 60_000),
      });
    const opened = await ctx.app.inject({
      url: `/api${paymentEndpoints.sandboxConfirm.path}?payNo=${payNo}&token=${token}`,
    });
    expect(opened.json().code).toBe(ErrorCode.NOT_FOUND);
    expect(await orderStatus(order.orderNumber)).toBe('pendingPayment');
  });
});
