import { z } from 'zod';
import { zSec, zSubsys, zToken } from './auth-fields';
import { zMobile } from './validation/zod-rules';

/** The shapes of sign-on and sessions (spec §7 "Account and session"): what authEndpoints take and give. */

export const captchaImageSchema = z.object({ token: z.string(), url: z.string() });
export const sliderCaptchaSchema = z.object({
  repCode: z.string(),
  repData: z.object({
    token: z.string(),
    /** Background with the hole, PNG base64 (no data: prefix), 310 x 155. */
    originalImageBase64: z.string(),
    /** The piece, PNG base64 with transparency, 47 x 47; drawn at (x, y) of the background. */
    jigsawImageBase64: z.string(),
    y: z.number().int(),
  }),
});

/**
 * Every sign-in (password, SMS, ticket, centre switch, impersonation and back) starts the session as an
 * HttpOnly cookie set by the server. `ext` carries the token too, for API clients that send it back in
 * `X-Access-Token`; a web page's request (it carries `Sec-Fetch-Site` or `Origin`) gets an empty string
 * instead, so no script on the page ever holds the token.
 */
export const sessionTokenSchema = z
  .string()
  .describe('The session token for API clients; empty for a web page (the session is its HttpOnly cookie)');

export const loginResultSchema = z
  .string()
  .describe(
    'A one-time ticket when `ticket: true`; otherwise the session token (empty for a web page, whose session is its HttpOnly cookie)',
  );

export const qrCreateSchema = z.object({
  qrId: z.string(),
  /**
   * The secret of the browser that asked for the code: the poll needs it. The QR code shows only `qrId`
   * (in `confirmUrl`), so whoever sees or photographs the code cannot collect the sign-in.
   */
  pollKey: z.string(),
  confirmUrl: z.string(),
  expiresAt: z.string(),
});
export const qrStateSchema = z.object({
  state: z.enum(['pending', 'scanned', 'confirmed', 'expired', 'used']),
  /** Present once, with state confirmed: exchange it through /auth/nlogin within 60 s. */
  ticket: z.string().nullable(),
});

/** Whose a procurement-system ticket is (checkssotoken). */
const ssoPersonSchema = z.object({
  userId: z.number().int(),
  mobile: z.string(),
  userName: z.string(),
  custId: z.number().int(),
  custName: z.string(),
});
export const ssoIdentitySchema = ssoPersonSchema.extend({
  subsysCode: z.string(),
  /** The account acting for this user (impersonation, spec "oldUser"); null when the user itself signed in. */
  original: ssoPersonSchema.nullable(),
});
export type SsoIdentity = z.infer<typeof ssoIdentitySchema>;

/** A buyer of the caller's customer list (mybuyers). */
export const listedBuyerSchema = z.object({
  /** The buyer's login mobile: the `authid` of mybuyerslogin. */
  authid: z.string(),
  custName: z.string(),
  contactName: z.string(),
  /** 1 company, 2 person. */
  userClass: z.number().int(),
});
export type ListedBuyer = z.infer<typeof listedBuyerSchema>;

export interface MenuItem {
  id: number;
  pid: number;
  url: string;
  name: string;
  icon: string;
  component: string;
  route: string;
  hidden: boolean;
  affix: boolean;
  highlightUrl: string;
  keepAlive: boolean;
  shortcutType: number;
  children: MenuItem[];
}
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    pid: z.number().int(),
    url: z.string(),
    name: z.string(),
    icon: z.string(),
    component: z.string(),
    route: z.string(),
    hidden: z.boolean(),
    affix: z.boolean(),
    highlightUrl: z.string(),
    keepAlive: z.boolean(),
    shortcutType: z.number().int(),
    children: z.array(menuItemSchema),
  }),
);

export const loginBodySchema = z.object({
  authid: zMobile,
  sec: zSec,
  code: z.string().min(1).max(8),
  /** Or the `captcha-token` header (spec §7); one of the two is needed, equal when both are sent. */
  captchaToken: zToken.optional(),
  subsysCode: zSubsys.optional(),
  /** Or the `captcha-valid` header (spec §7); equal when both are sent. */
  captchaVerification: zToken.optional(),
  ticket: z.boolean().optional(),
});
