import {
  authEndpoints as auth,
  devEndpoints as dev,
  headerNames,
  profileEndpoints as profile,
  registerEndpoints as register,
} from '@mall/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from '../../lib/client-address';
import { defineRoute } from '../../lib/define-route';
import { tokenOf } from '../../lib/require-session';
import {
  bindSignOnNonce,
  clearSessionCookies,
  deliverSession,
  fromWebPage,
  signOnNonceHash,
} from '../../plugins/session';
import type { AuthService } from './auth.service';
import type { CaptchaService } from './captcha.service';
import type { CentreService } from './centres.service';
import type { ProfileService } from './profile.service';
import type { RegistrationService } from './registration.service';
import type { SmsCodeService } from './sms.service';
import type { TicketService } from './tickets.service';

export interface AuthModule {
  auth: AuthService;
  tickets: TicketService;
  centres: CentreService;
  captcha: CaptchaService;
  sms: SmsCodeService;
  profile: ProfileService;
  registration: RegistrationService;
}

export interface AuthRouteOptions {
  /** Per-address limit on sign-in, captcha, SMS and lookup endpoints. */
  perMinute: number;
  /** MALL_DEV_OUTBOX: register /dev/outbox and /dev/captcha; otherwise they answer 40400. */
  devOutbox: boolean;
}

/** A request header's value (the first, if sent twice); undefined when absent. */
function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The slider's one-use verification an SMS send carries (`captcha-valid`, spec §7). */
function sliderOf(request: FastifyRequest): string | undefined {
  return headerValue(request, headerNames.captchaValid);
}

export function authRoutes(app: FastifyInstance, m: AuthModule, opts: AuthRouteOptions) {
  const limited = { rateLimitPerMinute: opts.perMinute };
  /**
   * A sign-in replaces the session the caller held (the browser's cookie, an API client's header): that one
   * ends, so a token picked up before the sign-in (a shared computer, a planted cookie) is worth nothing
   * after it. Only once the new session exists: a failed sign-in leaves the old one alone.
   */
  const startSession = async (request: FastifyRequest, reply: FastifyReply, token: string) => {
    const previous = tokenOf(request);
    if (previous && previous !== token) await m.auth.logout(previous);
    return deliverSession(request, reply, token);
  };

  defineRoute(app, auth.publicKey, () => m.auth.publicKey());
  defineRoute(app, auth.captchaImage, () => m.captcha.createImage(), limited);
  defineRoute(app, auth.sliderRequired, ({ query, request }) =>
    m.auth.sliderRequired(query.authid, clientAddress(request)),
  );
  defineRoute(app, auth.sliderGet, () => m.captcha.createSlider(), limited);
  defineRoute(
    app,
    auth.sliderCheck,
    ({ body }) => m.captcha.checkSlider(body.token, body.pointJson),
    limited,
  );
  // A sign-in answers a one-time ticket when asked (the sign-on page), otherwise it starts the session. The
  // ticket is bound to the browser that receives it (its sign-in nonce), so only that browser exchanges it.
  defineRoute(
    app,
    auth.login,
    async ({ body, request, reply }) => {
      const browser = body.ticket ? bindSignOnNonce(request, reply) : null;
      const captcha = {
        token: headerValue(request, headerNames.captchaToken),
        valid: headerValue(request, headerNames.captchaValid),
      };
      const issued = await m.auth.login(body, clientAddress(request), captcha, browser);
      return issued.kind === 'ticket' ? issued.value : startSession(request, reply, issued.value);
    },
    limited,
  );
  defineRoute(
    app,
    auth.loginSms,
    async ({ body, request, reply }) => {
      const browser = body.ticket ? bindSignOnNonce(request, reply) : null;
      const issued = await m.auth.loginSms(body, browser);
      return issued.kind === 'ticket' ? issued.value : startSession(request, reply, issued.value);
    },
    limited,
  );
  defineRoute(
    app,
    auth.ticketLogin,
    async ({ body, request, reply }) => {
      const holder = fromWebPage(request)
        ? { webPage: true as const, nonceHash: signOnNonceHash(request) }
        : { webPage: false as const };
      return startSession(request, reply, await m.tickets.exchangeTicket(body.ticket, holder));
    },
    limited,
  );
  defineRoute(app, auth.ssoToken, ({ session }) => m.tickets.ssoTicket(session));
  defineRoute(app, auth.ssoTicketCheck, ({ body }) => m.tickets.checkSsoTicket(body.ticket), limited);
  defineRoute(app, auth.logout, async ({ request, reply }) => {
    await m.auth.logout(tokenOf(request));
    clearSessionCookies(request, reply);
    return null;
  });
  defineRoute(app, auth.qrCreate, () => m.tickets.createQr(), limited);
  // Polled every 2 s, so not under the sign-in limit; the 256-bit pollKey leaves nothing to guess.
  defineRoute(app, auth.qrState, ({ body, request, reply }) =>
    m.tickets.qrState(body.qrId, body.pollKey, () => bindSignOnNonce(request, reply)),
  );
  defineRoute(app, auth.qrScan, ({ session, body }) => m.tickets.scanQr(session, body.qrId));
  defineRoute(app, auth.qrConfirm, ({ session, body }) => m.tickets.confirmQr(session, body.qrId));
  defineRoute(app, auth.centreList, ({ query }) => m.centres.centresOf(query.accountName), limited);
  defineRoute(app, auth.myCentres, ({ session }) => m.centres.myCentres(session));
  defineRoute(app, auth.toggleLogin, ({ session }) => m.centres.toggleInfo(session));
  defineRoute(app, auth.toggleCentre, async ({ session, body, request, reply }) =>
    deliverSession(request, reply, await m.centres.toggleCentre(session, body.subsysCode)),
  );
  defineRoute(app, auth.myBuyers, ({ session }) => m.centres.myBuyers(session));
  defineRoute(app, auth.impersonate, async ({ session, body, request, reply }) => {
    const started = await m.centres.impersonate(session, body.authid);
    return { token: deliverSession(request, reply, started.token), oldUser: started.oldUser };
  });
  defineRoute(app, auth.backToOriginal, async ({ session, request, reply }) =>
    deliverSession(request, reply, await m.centres.backToOriginal(session)),
  );
  defineRoute(app, auth.menus, ({ session }) => m.centres.menus(session));
  defineRoute(
    app,
    auth.sendLoginCode,
    ({ body, request }) => m.auth.sendLoginCode(body.mobile, clientAddress(request), sliderOf(request)),
    limited,
  );

  defineRoute(app, profile.modifyInfo, ({ session, body }) => m.profile.modifyInfo(session, body));
  // profile.modifyImage (the avatar upload) is served by the gallery module, which stores pictures.
  defineRoute(
    app,
    profile.sendResetPasswordCode,
    ({ session, request }) =>
      m.profile.sendResetPasswordCode(session, clientAddress(request), sliderOf(request)),
    limited,
  );
  defineRoute(
    app,
    profile.updatePassword,
    ({ session, body }) => m.profile.updatePassword(session, body),
    limited,
  );
  defineRoute(
    app,
    profile.sendOldMobileCode,
    ({ session, request }) => m.profile.sendOldMobileCode(session, clientAddress(request), sliderOf(request)),
    limited,
  );
  defineRoute(
    app,
    profile.sendNewMobileCode,
    ({ session, body, request }) =>
      m.profile.sendNewMobileCode(session, body.mobile, clientAddress(request), sliderOf(request)),
    limited,
  );
  defineRoute(
    app,
    profile.updateMobile,
    ({ session, body }) => m.profile.updateMobile(session, body),
    limited,
  );
  defineRoute(app, profile.payPasswordSet, ({ session }) => m.profile.hasPayPassword(session));
  defineRoute(
    app,
    profile.sendPayPasswordCode,
    ({ session, request }) =>
      m.profile.sendPayPasswordCode(session, clientAddress(request), sliderOf(request)),
    limited,
  );
  defineRoute(
    app,
    profile.payPasswordAdd,
    ({ session, body }) => m.profile.addPayPassword(session, body),
    limited,
  );
  defineRoute(
    app,
    profile.payPasswordVerify,
    ({ session, body }) => m.profile.verifyPayPassword(session, body.payPassword),
    limited,
  );
  defineRoute(
    app,
    profile.payPasswordUpdate,
    ({ session, body }) => m.profile.updatePayPassword(session, body),
    limited,
  );

  defineRoute(
    app,
    register.usernameExists,
    ({ body }) => m.registration.mobileTaken(body.mobile, body.smsCode),
    limited,
  );
  defineRoute(
    app,
    register.sendRegisterCode,
    ({ body, request }) =>
      m.registration.sendRegisterCode(body.mobile, clientAddress(request), sliderOf(request)),
    limited,
  );
  defineRoute(
    app,
    register.saveRecord,
    ({ body, request }) => m.registration.saveRecord(body, request.ip),
    limited,
  );
  defineRoute(app, register.register, ({ body }) => m.registration.register(body), limited);
  defineRoute(
    app,
    register.sendForgetCode,
    ({ query, request }) =>
      m.registration.sendForgetCode(query.mobile, clientAddress(request), sliderOf(request)),
    limited,
  );
  defineRoute(app, register.forgetPassword, ({ body }) => m.registration.forgetPassword(body), limited);

  if (opts.devOutbox) {
    defineRoute(app, dev.outbox, ({ query }) => m.sms.devOutbox(query.mobile));
    defineRoute(app, dev.captcha, ({ query }) => m.captcha.devAnswer(query.token));
  }
}
