/**
 * Every response code the API sends (spec §8). 0 is success; anything else makes the web client show
 * the message as an error toast for 5 s, except where noted.
 */
export const ErrorCode = {
  /** Success. */
  OK: 0,
  /** Business rule rejected the request silently (the bind-purchase check); the client shows nothing. */
  SILENT_REJECT: -1,
  /** A body, query or path value failed its schema; msg names the field and the rule, translated. */
  VALIDATION_FAILED: 40000,
  /** The thing asked for does not exist, or the /api path is unknown. */
  NOT_FOUND: 40400,
  /**
   * The session may not touch this object, its account's role lacks the permission code of the action
   * (spec §6), or this server does not offer the action (SMS without a provider).
   */
  FORBIDDEN: 40300,
  /**
   * A state-changing request came from a page of another site (its `Sec-Fetch-Site` or `Origin` says so):
   * refused before anything runs, so another site cannot act with the user's session cookie (CSRF).
   */
  CROSS_SITE: 40301,
  /** Wrong account or password (the same code and text for both: no account enumeration). Reload the captcha. */
  LOGIN_FAILED: 40100,
  /** The image captcha or slider answer is wrong or expired. Reload the captcha. */
  CAPTCHA_WRONG: 40101,
  /** After repeated failures the slider captcha must be solved first (`captchaVerification`). */
  SLIDER_REQUIRED: 40102,
  /** The SMS code is wrong, used, expired or out of attempts. */
  SMS_CODE_WRONG: 40103,
  /** A ticket (login, SSO, QR) is unknown, used or expired. */
  TICKET_INVALID: 40104,
  /** The payment password is wrong; the client clears the 6-digit input. */
  PAY_PASSWORD_WRONG: 40105,
  /**
   * The SMS provider refused the number (not a mobile it can reach, or on its block list): no code was
   * sent. The send-code button does not start its countdown.
   */
  SMS_MOBILE_REJECTED: 40106,
  /** The mobile is already registered, or the payment password is already set. */
  CONFLICT: 40900,
  /** Too many requests from this client for this action; try again later. */
  RATE_LIMITED: 42900,
  /**
   * The SMS provider's own limit for this number (per minute, hour or day) is reached: no code was sent,
   * no countdown starts; try again later.
   */
  SMS_PROVIDER_LIMITED: 42901,
  /** Unexpected server failure; details are logged, never sent. */
  SERVER_ERROR: 50000,
  /** The server cannot reach its database for now (down or restarting; HTTP 503): try again shortly. */
  UNAVAILABLE: 50300,
  /**
   * The SMS provider failed, timed out or refused this site's account (balance, signature, template,
   * keys): no code was sent, no countdown starts. Details are in the server log, never in the reply.
   */
  SMS_UNAVAILABLE: 50301,
  /**
   * The server is decoding as many pictures as it can and its line is full (uploads, avatars): nothing
   * was stored; try again in a moment (HTTP 503 with Retry-After).
   */
  IMAGE_BUSY: 50302,
  /** No session token, or the token is unknown: the client clears it and goes to sign-in. */
  TOKEN_INVALID: 50002,
  /** Passed through to the caller without a toast (the caller handles it). */
  PASS_THROUGH: 50003,
  /** The session expired (idle or absolute limit): the client clears it and goes to sign-in. */
  TOKEN_EXPIRED: 50014,
  /** Passed through to the caller without a toast (the caller handles it). */
  PASS_THROUGH_INFO: 90000,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes the web client hands back to the caller instead of toasting (spec §8). */
export const passThroughCodes: readonly number[] = [ErrorCode.PASS_THROUGH, ErrorCode.PASS_THROUGH_INFO];

/** Codes that clear the token and send the user to sign-in (spec §8). */
export const sessionEndedCodes: readonly number[] = [ErrorCode.TOKEN_INVALID, ErrorCode.TOKEN_EXPIRED];
