import { randomUUID } from 'node:crypto';
import {
  buyerCentreCode,
  galleryEndpoints,
  orderEndpoints,
  paymentEndpoints,
  quickOrderEndpoints,
} from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { roles, userCentres } from '../src/db/schema/account';
import { Bitmap, encodePng } from '../src/lib/png';
import { api } from './api';
import { addAddress, type Buyer, makeBuyer, makeProduct, sessionOf, unpaidOrder } from './buying-kit';
import { createTestContext, type TestContext } from './helper';
import { workbook } from './spreadsheet-kit';

/** The answer of a refused action, in English. */
export const refusedEn =
  'Your account does not have permission for this action; ask your company administrator';

/** What the permission test files share once their hooks ran. */
export interface PermissionFixture {
  ctx: TestContext;
  employee: Buyer; // 13800000003, the company's purchasing employee
  owner: Buyer; // 13800000001, the company's main account (the wildcard)
  employeeAddress: number;
  /** The model of a product in stock, for quick orders and imports. */
  code: string;
}

/**
 * The permission tests' setup: registers the file's hooks — a demo database, sessions of the company buyer's
 * employee and main account, an address of the employee and a product in stock — and answers the fixture
 * (filled when the hooks have run) with the helpers both files use.
 */
export function permissionTests() {
  const fixture = {} as PermissionFixture;
  let ctx: TestContext;
  let code: string;
  const db = () => ctx.database.db;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: 'demo' });
    fixture.ctx = ctx;
    fixture.employee = await sessionOf(ctx.app, db(), '13800000003');
    fixture.owner = await sessionOf(ctx.app, db(), '13800000001');
    fixture.employeeAddress = await addAddress(ctx.app, fixture.employee);
    code = (await makeProduct(db(), { model: `PERM-${Date.now() % 100000}`, stock: '100' })).model;
    fixture.code = code;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** A member of the buyer centre holding a role with these codes, in a company of its own. */
  async function withRole(permissions: string[]): Promise<Buyer> {
    const buyer = await makeBuyer(ctx.app, db(), { balanceCents: 100_000, payPassword: true });
    const [role] = await db()
      .insert(roles)
      .values({ custId: buyer.custId, subsysCode: buyerCentreCode, roleName: 'test', permissions })
      .returning({ id: roles.id });
    await db().update(userCentres).set({ roleId: role!.id }).where(eq(userCentres.userId, buyer.userId));
    // The session is read anew by the next request (its permissions come with it).
    const token = await ctx.app.services.sessions.create({
      userId: buyer.userId,
      subsysCode: buyerCentreCode,
    });
    return { ...buyer, token };
  }

  function png(): Buffer {
    const bitmap = new Bitmap(4, 3);
    bitmap.fillRect(0, 0, 4, 3, [30, 120, 200]);
    return encodePng(bitmap);
  }

  /** Every guarded action once, as `who`; answers the code of each. */
  async function actions(who: Buyer, addressId: number) {
    const lines = [{ code, quantity: '1' }];
    const order = await unpaidOrder(ctx.app, db(), who, addressId, 1500);
    const qrOrder = await unpaidOrder(ctx.app, db(), who, addressId, 1600);
    const folder = await api(ctx.app).call(
      galleryEndpoints.addFolder,
      { body: { name: 'perm', pid: 0 } },
      { as: who },
    );
    const file = await api(ctx.app).upload(
      galleryEndpoints.upload,
      { fields: { folderId: folder.ext.id }, files: [{ name: 'a.png', bytes: png() }] },
      { as: who },
    );
    const product = await makeProduct(db(), { stock: '100' });
    const buyNow = {
      source: 'buynow' as const,
      lines: [{ productId: product.id, quantity: '1' }],
      addressId,
    };
    const invoice = { type: 'normal' as const, title: '杭州优采贸易有限公司' };
    const preview = await api(ctx.app).call(orderEndpoints.preview, { body: buyNow }, { as: who });
    return {
      suggest: await api(ctx.app).call(
        quickOrderEndpoints.suggest,
        { query: { keyword: code } },
        { as: who },
      ),
      check: await api(ctx.app).call(quickOrderEndpoints.check, { body: { lines } }, { as: who }),
      quickAdd: await api(ctx.app).call(quickOrderEndpoints.addCart, { body: { lines } }, { as: who }),
      import: await api(ctx.app).upload(
        quickOrderEndpoints.importPreview,
        {
          files: [
            {
              name: 'order.xlsx',
              bytes: workbook(
                [
                  ['code', 'quantity'],
                  [code, 1],
                ],
                'xlsx',
              ),
            },
          ],
        },
        { as: who },
      ),
      pay: await api(ctx.app).call(
        paymentEndpoints.payByAccount,
        {
          body: {
            orderNumbers: [order.orderNumber],
            payPassword: '135790',
          },
        },
        { as: who },
      ),
      qrPay: await api(ctx.app).call(
        paymentEndpoints.createSandboxQr,
        {
          body: {
            orderNumbers: [qrOrder.orderNumber],
          },
        },
        { as: who },
      ),
      invoicePreview: await api(ctx.app).call(
        orderEndpoints.preview,
        {
          body: {
            ...buyNow,
            invoice,
          },
        },
        { as: who },
      ),
      invoiceSubmit: await api(ctx.app).call(
        orderEndpoints.submit,
        {
          body: {
            ...buyNow,
            invoice,
            payAmount: preview.ext.payAmount,
            idempotencyKey: randomUUID(),
          },
        },
        { as: who },
      ),
      deleteFile: await api(ctx.app).call(galleryEndpoints.deleteFiles, { body: [file.ext.id] }, { as: who }),
      deleteFolder: await api(ctx.app).call(
        galleryEndpoints.deleteFolder,
        { body: { id: folder.ext.id } },
        { as: who },
      ),
      // Not guarded: what the employee's role holds, or what needs no code.
      orderWithoutInvoice: preview.code,
      upload: file.code,
    };
  }

  return { fixture, withRole, png, actions };
}
