import {
  quickOrderEndpoints as ep,
  type ImportPreview,
  type ImportProgress,
  quickOrderTemplateDownload,
} from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute, defineUploadRoute, parseInput } from '../../../lib/define-route';
import { acceptsNdjson, streamProgress } from '../../../plugins/ndjson-stream';
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
  defineUploadRoute(app, ep.importPreview, async ({ file, request, reply }) => {
    if (!acceptsNdjson(request)) return quick.importPreview(file.fileName, file.bytes, request.locale);
    // Asked for: progress lines while the rows are read and checked, then the envelope (docs/orders.md).
    const answer = await streamProgress<ImportPreview, ImportProgress>(request, reply, (report) =>
      quick.importPreview(file.fileName, file.bytes, request.locale, report),
    );
    // Streamed: the reply is complete, and defineRoute sends nothing more.
    return answer.streamed ? reply : answer.result;
  });
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
