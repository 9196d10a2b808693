import { quickOrderEndpoints as ep, quickOrderTemplateDownload } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute, defineUploadRoute, parseInput } from '../../../lib/define-route';
import type { QuickOrderService } from './quick-order.service';

const contentTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
} as const;

export function quickOrderRoutes(app: FastifyInstance, quick: QuickOrderService) {
  defineRoute(app, ep.suggest, ({ query }) => quick.suggest(query.keyword, query.limit));
  defineRoute(app, ep.check, ({ body, request }) => quick.check(body.lines, request.locale));
  defineRoute(
    app,
    ep.addCart,
    ({ session, body, request }) => quick.addCart(session, body.lines, body.selectOnly, request.locale),
    // 5 000 rows of JSON stay well below this.
    { bodyLimit: 2 * 1024 * 1024 },
  );
  defineUploadRoute(app, ep.importPreview, ({ file, request }) =>
    quick.importPreview(file.fileName, file.bytes, request.locale),
  );
  // A file download (spec §7: GET with a blob response), so not wrapped in the JSON envelope.
  app.get(quickOrderTemplateDownload.path, async (request, reply) => {
    const { format } = parseInput(quickOrderTemplateDownload.query, request.query, 'query');
    const file = await quick.template(format, request.locale);
    return reply
      .header('content-type', contentTypes[format])
      .header('content-disposition', `attachment; filename="quick-order-template.${format}"`)
      .header('cache-control', 'no-store')
      .send(file);
  });
}
