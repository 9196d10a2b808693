import { ErrorCode, galleryEndpoints, storageKeys } from '@mall/contracts';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { Bitmap, encodePng } from '../src/lib/png';
import { api } from './api';
import type { Buyer } from './buying-kit';

/** Pictures for the tests of the gallery, its uses and the routes that serve stored pictures. */

/** A real PNG of one colour. */
export function png(width: number, height: number, rgb: [number, number, number] = [20, 120, 220]): Buffer {
  const bitmap = new Bitmap(width, height);
  bitmap.fillRect(0, 0, width, height, rgb);
  return encodePng(bitmap);
}

export interface UploadedPicture {
  id: number;
  fileUrl: string;
  size: number;
  folderId: number;
}

/** Uploads a picture into a new folder of the user (or the one given); fails the test on a refusal. */
export async function uploadPicture(
  app: App,
  who: Buyer,
  name: string,
  bytes: Buffer,
  folderId?: number,
): Promise<UploadedPicture> {
  const folder =
    folderId ??
    (await api(app).call(galleryEndpoints.addFolder, { body: { name: 'pics' } }, { as: who })).ext.id;
  const res = await api(app).upload(
    galleryEndpoints.upload,
    { fields: { folderId: folder }, files: [{ name: name, bytes: bytes }] },
    { as: who },
  );
  expect(res.code, res.msg).toBe(ErrorCode.OK);
  return res.ext as UploadedPicture;
}

/** A picture address as the browser asks for it: with the session cookie of `who`, or as a visitor. */
export function viewPicture(app: App, url: string, who: Buyer | null = null) {
  return app.inject({
    method: 'GET',
    url,
    ...(who ? { cookies: { [storageKeys.token]: who.token } } : {}),
  });
}
