import { paymentEndpoints as ep, type Locale } from '@mall/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { defineRoute } from '../../../lib/define-route';
import { translate } from '../../../lib/translate';
import type { PaymentService } from './payment.service';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The small page a phone (or another tab) sees after opening the sandbox QR link. No script. */
function resultPage(locale: Locale, title: string, text: string, ok: boolean) {
  const lang = locale.replace('_', '-');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;background:#f5f5f5}main{background:#fff;padding:32px 40px;border-radius:8px;text-align:center;max-width:360px}h1{font-size:22px;color:${ok ? '#52c41a' : '#ff4d4f'}}p{color:#555;line-height:1.6}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
}

/** Browsers ask for HTML; API clients (and the tests) get the JSON envelope. */
const wantsHtml = (request: FastifyRequest) => /text\/html/.test(request.headers.accept ?? '');

async function sendPage(reply: FastifyReply, html: string, status = 200) {
  await reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** `publicOrigin`: config.publicOrigin, where the sandbox confirm link points. */
export function paymentRoutes(app: FastifyInstance, payments: PaymentService, publicOrigin: string) {
  defineRoute(app, ep.accountInfo, ({ session }) => payments.accountInfo(session));
  defineRoute(app, ep.payInfo, ({ session, query, request }) =>
    payments.payInfo(session, query.orderNumbers, request.locale),
  );
  defineRoute(app, ep.payByAccount, ({ session, body, request }) =>
    payments.payByAccount(session, body.orderNumbers, body.payPassword, request.locale),
  );
  defineRoute(app, ep.createSandboxQr, ({ session, body, request }) =>
    // The configured origin, never the Host header: a forged Host must not turn the link into someone else's.
    payments.createSandboxQr(session, body.orderNumbers, publicOrigin, request.locale),
  );
  defineRoute(app, ep.createGatewayPay, ({ session, body, request }) =>
    payments.createGatewayPay(session, body, { origin: publicOrigin, clientIp: request.ip }, request.locale),
  );
  defineRoute(app, ep.syncPayment, ({ session, body, request }) =>
    payments.syncPayment(session, body.payNo, request.locale),
  );
  // The gateways' notifications: signatures are over the exact bytes, so the body is kept as text here.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { gateway: string } }>('/pay/notify/:gateway', async (request, reply) => {
      const answer = await payments.settlement.notify(request.params.gateway, {
        headers: request.headers,
        rawBody: typeof request.body === 'string' ? request.body : '',
      });
      return reply.status(answer.status).type(answer.contentType).send(answer.body);
    });
  });
  defineRoute(app, ep.queryPayment, ({ session, query, request }) =>
    payments.queryPayment(session, query.payNo, request.locale),
  );
  defineRoute(app, ep.sandboxConfirm, async ({ query, request, reply }) => {
    const locale = request.locale;
    try {
      const payment = await payments.confirmSandbox(query.payNo, query.token, locale);
      if (wantsHtml(request)) {
        await sendPage(
          reply,
          resultPage(
            locale,
            translate(locale, 'pay.confirmedTitle'),
            translate(locale, 'pay.confirmedText', { amount: payment.amount }),
            true,
          ),
        );
      }
      return payment;
    } catch (error) {
      if (!(error instanceof AppError) || !wantsHtml(request)) throw error;
      await sendPage(
        reply,
        resultPage(
          locale,
          translate(locale, 'pay.failedTitle'),
          translate(locale, error.messageKey, error.params),
          false,
        ),
        400,
      );
      return undefined as never;
    }
  });
}
