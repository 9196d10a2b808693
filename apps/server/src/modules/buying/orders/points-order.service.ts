import { ErrorCode, orderTypes } from '@mall/contracts';
import { AppError } from '../../../lib/app-error';
import type { Session } from '../../account';
import type { AddressService } from '../addresses/address.service';
import { type OrderRepository, orderStatusCodes } from './order.repository';
import { addressSnapshot, submitOnce, takeOrderNumbers } from './order-submission';
import { payKinds } from './order-summary';

/**
 * Points orders (the points mall): paid with the buyer's points when placed, so they start waiting for
 * shipment. The goods' stock and the points move in the transaction that places the order.
 */
export class PointsOrderService {
  constructor(
    private readonly repo: OrderRepository,
    private readonly addresses: AddressService,
    private readonly now: () => Date,
  ) {}

  async submit(
    session: Session,
    input: { goodsId: number; quantity: number; addressId: number; remark: string; idempotencyKey: string },
  ) {
    return submitOnce(
      this.repo,
      { userId: session.userId, idempotencyKey: input.idempotencyKey },
      {
        replay: async (row) => ({
          orderNumber: row.orderNumbers[0] ?? '',
          pointsSpent: row.pointsSpent,
          pointsLeft: (await this.repo.getAccount(session.custId)).points,
        }),
        prepare: () => this.addresses.get(session.custId, input.addressId),
        place: async (address, { orders: repo, submission }) => {
          const goods = await repo.getPointsGoods(input.goodsId);
          if (!goods) throw new AppError(ErrorCode.NOT_FOUND, 'order.pointsGoodsNotFound');
          const need = goods.points * input.quantity;
          const account = await repo.lockAccount(session.custId);
          if (account.points < need)
            throw new AppError(ErrorCode.VALIDATION_FAILED, 'order.pointsNotEnough', {
              need,
              have: account.points,
            });
          if (!(await repo.takePointsGoods(goods.id, input.quantity)))
            throw new AppError(ErrorCode.VALIDATION_FAILED, 'order.pointsStock', {
              name: goods.name,
              stock: goods.stock,
            });
          const now = this.now();
          const [orderNumber] = await takeOrderNumbers(repo, 1, now);
          await repo.changeAccount(session.custId, { points: -need, kind: 'points', ref: orderNumber! });
          await repo.insertOrder(
            {
              orderNumber: orderNumber!,
              buyCustId: session.custId,
              buyUserId: session.userId,
              shopId: null,
              sellCustId: null,
              orderType: orderTypes.points,
              // Paid with points on the spot: straight to waiting for shipment.
              status: orderStatusCodes.paid,
              payKind: payKinds.points,
              goodsCents: 0,
              payCents: 0,
              pointsAmount: need,
              remark: input.remark,
              invoice: { type: 'none', title: '', taxNo: '' },
              address: addressSnapshot(address),
              createdAt: now,
              paidAt: now,
            },
            [
              {
                productId: goods.id,
                styleId: 0,
                title: goods.name,
                titleI18n: goods.nameI18n,
                imageUrl: goods.imageUrl,
                priceCents: goods.points,
                quantity: String(input.quantity),
                amountCents: need,
              },
            ],
            { status: orderStatusCodes.paid },
          );
          await repo.finishSubmission(submission, [orderNumber!], 0, need);
          return { orderNumber: orderNumber!, pointsSpent: need, pointsLeft: account.points - need };
        },
      },
    );
  }
}
