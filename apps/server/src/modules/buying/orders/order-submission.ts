import type { Address } from '@mall/contracts';
import type { BuyableRepository } from '../cart/buyable.repository';
import type { OrderRepository } from './order.repository';
import { datePart } from './order-summary';

type SubmissionRow = NonNullable<Awaited<ReturnType<OrderRepository['findSubmission']>>>;

/** Thrown inside the submit transaction when the idempotency key was already used: roll back, replay. */
class AlreadySubmitted extends Error {}

/**
 * Places orders once per idempotency key (checkout and points orders alike). A key used before answers with
 * `replay` of its first result, also when two submits of one key race: the second waits on the key's row
 * (`claimSubmission`), rolls back and replays. `prepare` reads what the transaction needs before it opens
 * (the embedded database serves one connection at a time, so reads outside it would wait for it); `place`
 * then runs inside one transaction with the repositories it hands out.
 */
export async function submitOnce<P, T>(
  repo: OrderRepository,
  key: { userId: number; idempotencyKey: string },
  steps: {
    replay: (row: SubmissionRow) => T | Promise<T>;
    prepare: () => Promise<P>;
    place: (
      prepared: P,
      tx: { orders: OrderRepository; buyable: BuyableRepository; submission: number },
    ) => Promise<T>;
  },
): Promise<T> {
  const previous = await repo.findSubmission(key.userId, key.idempotencyKey);
  if (previous) return steps.replay(previous);
  const prepared = await steps.prepare();
  try {
    return await repo.transaction(async (orders, { buyable }) => {
      const submission = await orders.claimSubmission(key.userId, key.idempotencyKey);
      if (submission === null) throw new AlreadySubmitted();
      return steps.place(prepared, { orders, buyable, submission });
    });
  } catch (error) {
    if (!(error instanceof AlreadySubmitted)) throw error;
    const row = await repo.findSubmission(key.userId, key.idempotencyKey);
    if (!row) throw error;
    return steps.replay(row);
  }
}

/** `n` new order numbers: the day, then the sequence's next value in 10 digits. */
export async function takeOrderNumbers(repo: OrderRepository, n: number, now: Date): Promise<string[]> {
  const seq = await repo.nextOrderNumbers(n);
  return seq.map((s) => `${datePart(now)}${String(s).padStart(10, '0')}`);
}

/** The address as the order keeps it (a later edit of the address book does not change a placed order). */
export function addressSnapshot(address: Address) {
  return {
    consignee: address.consignee,
    mobile: address.mobile,
    fullAddress: address.fullAddress,
    provinceId: address.provinceId,
    cityId: address.cityId,
    districtId: address.districtId,
    townId: address.townId,
  };
}
