// What the people module needs of the account and auth modules, by shape (compose hands it their services).

/** Ends sessions the way sign-out everywhere does: the rows go and every server copy drops its cached copy. */
export interface SessionEnder {
  endAllOf(userId: number): Promise<void>;
}

/** Sends SMS codes with sign-on's limits (the auth module's SmsCodeService). */
export interface CodeSender {
  /** Throws 40300 while no SMS provider is configured. */
  assertAvailable(): void;
  /** The forgot-password code: its owner sets a new password on the sign-on page with it. */
  send(mobile: string, purpose: 'forget', options: { address: string }): Promise<void>;
}

/** 138****0001: enough for staff to tell which number, not the whole number in a screenshot. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
