import { platformEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { clientAddress } from '../../lib/client-address';
import { defineRoute } from '../../lib/define-route';
import { auditActorOf } from '../audit';
import type { MerchantReviewService } from './merchant-review.service';

/** Decisions per reviewer address a minute: far above a person's pace, well below a script's. */
const reviewsPerMinute = 60;

/** The platform console's merchant review (platform centre, `platform:merchant:review`). */
export function merchantReviewRoutes(app: FastifyInstance, review: MerchantReviewService) {
  defineRoute(app, ep.merchantApplicationList, ({ query }) => review.list(query));
  defineRoute(app, ep.merchantApplicationDetail, ({ query, request }) =>
    review.get(query.applicationId, request.locale),
  );
  defineRoute(
    app,
    ep.merchantApplicationReview,
    ({ session, body, request }) =>
      review.review(auditActorOf(session, clientAddress(request), 'platform'), body, request.locale),
    { rateLimitPerMinute: reviewsPerMinute },
  );
}
