import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const centreSchema = z.object({
  subsysCode: z.string(),
  subsysLabel: z.string(),
  description: z.string(),
  imgFile: z.object({ fileUrl: z.string() }).nullable(),
  /**
   * Where a session of this centre works (spec §1/§6 "other centres are sent to an external channel or member
   * site"): a path of this site (the demo's seller centre: /console/merchant/, the platform centre:
   * /console/platform/) or another site's http(s) address; '' for none (the buyer centre stays in the
   * storefront, another centre goes to DOMAIN_CHANNEL's order list). Kept in the centre's row.
   */
  externalUrl: z.string(),
});
export type Centre = z.infer<typeof centreSchema>;

/** User info of spec §3. */
export const userInfoSchema = z.object({
  userId: z.number().int(),
  custId: z.number().int(),
  userName: z.string(),
  image: z.string(),
  mallContactName: z.string(),
  subsysCode: z.string(),
  /** 1 company, 2 person: the greeting shows custName for 1, contactName otherwise. */
  userClass: z.number().int(),
  custName: z.string(),
  contactName: z.string(),
  /** 0 means the user came from a customer list. */
  custCategory: z.number().int(),
  mobile: z.string(),
  /** Set while impersonating: the original account can be returned to. */
  oldUser: z.boolean(),
  /** This session may act for the buyers of its customer's customer list (`mybuyers`, `mybuyerslogin`). */
  actsForBuyers: z.boolean(),
  centres: z.array(centreSchema),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const accountEndpoints = {
  userInfo: defineEndpoint({
    method: 'GET',
    path: '/member/user/userinfo/userinfodetail',
    summary: 'The signed-in user, with company and centres',
    tag: 'account',
    auth: true,
    kind: 'ext',
    result: userInfoSchema,
  }),
};
