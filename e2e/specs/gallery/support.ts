import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { type EndpointResult, galleryEndpoints } from '@mall/contracts';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { api, expectOk } from '../../support/api';
import { origin, registerByApi, signIn } from '../../support/auth';
import type { Lang } from '../../support/fixtures';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** A real PNG of one colour (8-bit RGB), so every test picture is a different, decodable image. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(new Array(width).fill([r, g, b]).flat())]);
  const pixels = Buffer.concat(new Array(height).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of random pixels: it does not compress, so its size is about width × height × 3 bytes. */
export function noisePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, () =>
    Buffer.concat([Buffer.from([0]), randomBytes(width * 3)]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface GalleryUser {
  mobile: string;
  token: string;
}

/** A new person account, signed in in `context`, with the interface language `lang`. */
export async function newUser(
  request: APIRequestContext,
  context: BrowserContext,
  lang: Lang = 'zh_CN',
): Promise<GalleryUser> {
  const { mobile, password } = await registerByApi(request);
  await context.addCookies([{ name: 'site_lang', value: lang, url: origin }]);
  const token = await signIn(request, context, mobile, password);
  return { mobile, token };
}

/** A folder and pictures made through the API (tests that are not about uploading start from them). */
export async function seedPictures(
  request: APIRequestContext,
  user: GalleryUser,
  folderName: string,
  pictures: { name: string; png: Buffer }[],
) {
  const folder = await api(request).ok(
    galleryEndpoints.addFolder,
    { body: { name: folderName } },
    { token: user.token },
  );
  const files: EndpointResult<typeof galleryEndpoints.upload>[] = [];
  for (const picture of pictures) {
    const reply = await api(request).upload(
      galleryEndpoints.upload,
      {
        fields: { folderId: folder.id },
        files: [{ name: picture.name, type: 'image/png', bytes: picture.png }],
      },
      { token: user.token },
    );
    files.push(expectOk(reply));
  }
  return { folder, files };
}

/** The gallery dialog (titled by `title`). */
export function galleryDialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}

/** The file tiles of the gallery grid. */
export function tiles(page: Page, title: string) {
  return galleryDialog(page, title).locator('.gallery-tile');
}
