import { chatEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import type { ChatService } from './chat.service';
import type { QuickPhraseService } from './quick-phrase.service';

/** Feedback is cheap to send and lands in an operator's inbox: a tight per-address limit against floods. */
const feedbackPerMinute = 10;

export function chatRoutes(app: FastifyInstance, chat: ChatService, phrases: QuickPhraseService) {
  defineRoute(app, ep.buyerConversations, ({ query, session, request }) =>
    chat.findConversations(session, 'send', query.offset, query.limit, request.locale),
  );
  defineRoute(app, ep.sellerConversations, ({ query, session, request }) =>
    chat.findConversations(session, 'receive', query.offset, query.limit, request.locale),
  );
  defineRoute(app, ep.messageDetail, ({ query, session, request }) =>
    chat.getDetail(session, query, request.locale),
  );
  defineRoute(app, ep.sendMessage, ({ body, session, request }) => chat.send(session, body, request.locale));
  defineRoute(app, ep.addMessage, ({ body, session, request }) =>
    chat.openConversation(session, body, request.locale),
  );
  defineRoute(app, ep.quickPhrases, ({ session }) => phrases.listQuickPhrases(session));
  defineRoute(app, ep.addQuickPhrase, ({ body, session }) => phrases.addQuickPhrase(session, body.quickName));
  defineRoute(app, ep.deleteQuickPhrases, ({ body, session }) =>
    phrases.deleteQuickPhrases(
      session,
      body.webQuickLanguageDTOS.map((p) => p.quickId),
    ),
  );
  defineRoute(app, ep.feedback, ({ body, session }) => chat.addFeedback(session, body.feedbackInformation), {
    rateLimitPerMinute: feedbackPerMinute,
  });
  defineRoute(app, ep.companyDetail, ({ query, session }) => chat.getCompanyDetail(session, query.custId));
}
