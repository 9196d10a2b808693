import { galleryEndpoints as ep, galleryDownload, profileEndpoints } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute, defineUploadRoute, parseInput } from '../../lib/define-route';
import { requireSession } from '../../lib/require-session';
import type { AvatarService } from './avatar.service';
import type { GalleryService } from './gallery.service';

export function galleryRoutes(app: FastifyInstance, gallery: GalleryService, avatars: AvatarService) {
  defineRoute(app, ep.folders, ({ session }) => gallery.folders(session.userId));
  defineRoute(app, ep.addFolder, ({ session, body }) =>
    gallery.addFolder(session.userId, body.name, body.pid),
  );
  defineRoute(app, ep.renameFolder, ({ session, body }) =>
    gallery.renameFolder(session.userId, body.id, body.name),
  );
  defineRoute(app, ep.deleteFolder, ({ session, body }) => gallery.deleteFolder(session.userId, body.id));
  defineRoute(app, ep.files, ({ session, query }) => gallery.files(session.userId, query));
  defineRoute(app, ep.usage, ({ session }) => gallery.usage(session.userId));
  defineUploadRoute(app, ep.upload, ({ session, body, file }) =>
    gallery.upload(session.userId, { folderId: body.folderId, fileName: file.fileName, bytes: file.bytes }),
  );
  defineRoute(app, ep.deleteFiles, ({ session, body }) => gallery.deleteFiles(session.userId, body));
  defineRoute(app, ep.setAvatar, ({ session, body }) =>
    avatars.useGalleryPicture(session.userId, body.fileUrl),
  );
  defineUploadRoute(app, profileEndpoints.modifyImage, ({ session, file }) =>
    avatars.upload(session.userId, file.bytes),
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
