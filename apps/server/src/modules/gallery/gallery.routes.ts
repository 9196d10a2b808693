import { galleryEndpoints as ep, galleryDownload, galleryLimits, profileEndpoints } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute, parseInput } from '../../lib/define-route';
import { requireSession } from '../../lib/require-session';
import type { AvatarService } from './avatar.service';
import type { BizFilesService } from './biz-files.service';
import type { GalleryService } from './gallery.service';

/** base64 of the largest allowed picture plus room for the JSON around it. */
const uploadBodyLimit = Math.ceil((galleryLimits.ceilingMb * 1024 * 1024 * 4) / 3) + 64 * 1024;

export function galleryRoutes(
  app: FastifyInstance,
  gallery: GalleryService,
  avatars: AvatarService,
  bizFiles: BizFilesService,
) {
  defineRoute(app, ep.folders, ({ session }) => gallery.folders(session.userId));
  defineRoute(app, ep.addFolder, ({ session, body }) =>
    gallery.addFolder(session.userId, body.name, body.pid),
  );
  defineRoute(app, ep.renameFolder, ({ session, body }) =>
    gallery.renameFolder(session.userId, body.id, body.name),
  );
  defineRoute(app, ep.deleteFolder, ({ session, body }) => gallery.deleteFolder(session.userId, body.id));
  defineRoute(app, ep.files, ({ session, query }) => gallery.files(session.userId, query));
  defineRoute(app, ep.upload, ({ session, body }) => gallery.upload(session.userId, body), {
    bodyLimit: uploadBodyLimit,
  });
  defineRoute(app, ep.bizFiles, ({ session, query, request }) =>
    bizFiles.list(session, query.bizType, query.bizId, request.locale),
  );
  defineRoute(app, ep.deleteFiles, ({ session, body }) => gallery.deleteFiles(session.userId, body));
  defineRoute(app, ep.setAvatar, ({ session, body }) =>
    avatars.useGalleryPicture(session.userId, body.fileUrl),
  );
  // 2 MB of picture is about 2.7 MB of base64.
  defineRoute(
    app,
    profileEndpoints.modifyImage,
    ({ session, body }) => avatars.upload(session.userId, body),
    { bodyLimit: 3 * 1024 * 1024 },
  );
  // A file download (spec §7: GET with a blob response), so not wrapped in the JSON envelope.
  app.get(galleryDownload.path, async (request, reply) => {
    const session = await requireSession(request);
    const { id } = parseInput(galleryDownload.query, request.query, 'query');
    const file = await gallery.download(session.userId, id);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  });
}
