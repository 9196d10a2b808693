import { productImportEndpoints as ep } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { clientAddress } from '../../lib/client-address';
import { defineRoute, defineUploadRoute } from '../../lib/define-route';
import { auditActorOf } from '../audit';
import type { ProductExportService } from './product-export.service';
import type { ProductImportService } from './product-import.service';
import { ownShopOf } from './shop-scope';
import type { WorkbenchRepository } from './workbench.repository';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Previews and commits per address a minute: each reads a file of up to 5,000 rows in a worker. */
const importsPerMinute = 30;
/** Status polls per address a minute: the console asks about once a second while a job runs. */
const pollsPerMinute = 300;
/** Exports per address a minute: each reads every product of the shop. */
const exportsPerMinute = 10;

/** Sends a workbook as a download (the JSON envelope is only for refusals). */
const download = (reply: import('fastify').FastifyReply, name: string, file: Buffer) =>
  reply
    .header('content-type', xlsxType)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(file);

/**
 * The products' spreadsheet import and export in the merchant workbench (docs/product-import.md): like every
 * workbench route, on the session's own shop only.
 */
export function productImportRoutes(
  app: FastifyInstance,
  services: { repo: WorkbenchRepository; imports: ProductImportService; exports: ProductExportService },
) {
  const shopOf = (custId: number) => ownShopOf(services.repo, custId);
  defineUploadRoute(
    app,
    ep.productImportPreview,
    async ({ session, file, request }) => {
      const shop = await shopOf(session.custId);
      return services.imports.preview(shop.id, session.userId, file.fileName, file.bytes, request.locale);
    },
    { rateLimitPerMinute: importsPerMinute },
  );
  defineUploadRoute(
    app,
    ep.productImportCommit,
    async ({ session, file, body, request }) => {
      const shop = await shopOf(session.custId);
      const actor = auditActorOf(session, clientAddress(request), 'merchant', shop.id);
      const validOnly = body.validOnly === 'true';
      return services.imports.commit(actor, shop.id, session.userId, file.bytes, validOnly, request.locale);
    },
    { rateLimitPerMinute: importsPerMinute },
  );
  defineRoute(
    app,
    ep.productImportStatus,
    async ({ session, query }) => services.imports.status((await shopOf(session.custId)).id, query.importId),
    { rateLimitPerMinute: pollsPerMinute },
  );
  defineRoute(app, ep.productImportTemplate, async ({ session, request, reply }) => {
    await shopOf(session.custId);
    return download(reply, 'product-import-template.xlsx', await services.exports.template(request.locale));
  });
  defineRoute(
    app,
    ep.productExport,
    async ({ session, query, request, reply }) => {
      const shop = await shopOf(session.custId);
      const file = await services.exports.export(shop.id, query.status, request.locale);
      return download(reply, `products-${query.status ?? 'all'}.xlsx`, file);
    },
    { rateLimitPerMinute: exportsPerMinute },
  );
}
