import { centsToYuan, ErrorCode, type PaymentProvider as ProviderCode } from '@mall/contracts';
import { AppError } from '../../../lib/app-error';
import type { PaymentRepository } from './payment.repository';

export interface CollectContext {
  /** Bound to the payment's transaction; the orders are locked and unpaid. */
  repo: PaymentRepository;
  custId: number;
  amountCents: number;
  payNo: string;
}

/**
 * A way to pay. `collect` runs inside the payment transaction after the orders are locked and checked:
 * it takes the money now ('paid') or leaves the payment waiting for a confirmation ('pending'). A real
 * gateway would be one more implementation (create the gateway order here, confirm from its callback).
 */
export interface PaymentProvider {
  readonly code: ProviderCode;
  collect(ctx: CollectContext): Promise<'paid' | 'pending'>;
}

/** The buyer's virtual account: pays from the balance at once (the payment password is checked before). */
export class VirtualAccountProvider implements PaymentProvider {
  readonly code = 'virtual' as const;

  async collect({ repo, custId, amountCents, payNo }: CollectContext) {
    const account = await repo.lockAccount(custId);
    if (account.balanceCents < amountCents)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'pay.balanceNotEnough', {
        amount: centsToYuan(amountCents),
        balance: centsToYuan(account.balanceCents),
      });
    await repo.changeAccount(custId, { balanceCents: -amountCents, kind: 'pay', ref: payNo });
    return 'paid' as const;
  }
}

/** A sandbox QR code: nothing is taken now; opening the code's confirm link completes the payment. */
export class SandboxQrProvider implements PaymentProvider {
  readonly code = 'sandbox_qr' as const;

  async collect() {
    return 'pending' as const;
  }
}

/** A payment gateway (Alipay, WeChat Pay): nothing is taken now; the gateway's notification or query pays. */
export class GatewayProvider implements PaymentProvider {
  constructor(readonly code: 'alipay' | 'wechat') {}

  async collect() {
    return 'pending' as const;
  }
}
