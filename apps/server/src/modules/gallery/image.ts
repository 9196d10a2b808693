/*
 * Picture checks for gallery uploads and avatars, without decoding: the type is read from the first bytes
 * (never from the name), the dimensions from the header (so a decompression bomb is refused before anything
 * decodes it), and metadata is removed by walking the container format and dropping the blocks that carry
 * it. The pixel data itself is copied unchanged, except for a JPEG its camera stored turned (uprightImage,
 * decoded by sharp in the server's image work queue).
 */

import { galleryLimits } from '@mall/contracts';
import sharp from 'sharp';
import type { ImageWork } from '../../lib/image-work';

export type ImageKind = 'png' | 'jpeg' | 'gif';

export const contentTypes: Record<ImageKind, 'image/png' | 'image/jpeg' | 'image/gif'> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

export const extensions: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg', gif: 'gif' };

/** The image kinds a FILE_IMAGE_TYPE list (".gif,.jpg,.jpeg,.png") allows; unknown entries (.svg) add none. */
export function allowedKinds(list: string): Set<ImageKind> {
  const kinds = new Set<ImageKind>();
  for (const raw of list.split(/[,，;\s]+/)) {
    const ext = raw.trim().toLowerCase().replace(/^\./, '');
    if (ext === 'png') kinds.add('png');
    else if (ext === 'jpg' || ext === 'jpeg') kinds.add('jpeg');
    else if (ext === 'gif') kinds.add('gif');
  }
  return kinds;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The kind the bytes are, by their magic number; null for anything else (text, SVG, PDF, ...). */
export function sniff(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(pngSignature)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

export class BrokenImage extends Error {}

export interface CleanImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** PNG chunks that carry text or metadata rather than pixels or colour information. */
const pngMetadataChunks = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function cleanPng(bytes: Buffer): CleanImage {
  const parts: Buffer[] = [pngSignature];
  let pos = 8;
  let width = 0;
  let height = 0;
  let ended = false;
  while (!ended) {
    if (pos + 12 > bytes.length) throw new BrokenImage('truncated chunk');
    const length = bytes.readUInt32BE(pos);
    const type = bytes.subarray(pos + 4, pos + 8).toString('latin1');
    const end = pos + 12 + length;
    if (end > bytes.length) throw new BrokenImage('chunk past the end');
    if (pos === 8) {
      if (type !== 'IHDR' || length !== 13) throw new BrokenImage('no IHDR');
      width = bytes.readUInt32BE(pos + 8);
      height = bytes.readUInt32BE(pos + 12);
    }
    if (!pngMetadataChunks.has(type)) parts.push(bytes.subarray(pos, end));
    ended = type === 'IEND';
    pos = end;
  }
  // Anything after IEND (a common place to hide a second file) is dropped with the metadata.
  return { bytes: Buffer.concat(parts), width, height };
}

/**
 * JPEG: keeps APP0 (JFIF), APP2 (ICC colour profile) and APP14 (Adobe colour transform), which change how
 * the picture looks; drops the other APPn segments (EXIF with GPS, XMP, Photoshop IRB, ...) and comments.
 * Everything from the first start-of-scan on is copied as it is.
 */
function cleanJpeg(bytes: Buffer): CleanImage {
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let pos = 2;
  let width = 0;
  let height = 0;
  for (;;) {
    if (pos + 4 > bytes.length) throw new BrokenImage('truncated segment');
    if (bytes[pos] !== 0xff) throw new BrokenImage('not a marker');
    const marker = bytes[pos + 1];
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(pos + 2);
    const end = pos + 2 + length;
    if (length < 2 || end > bytes.length) throw new BrokenImage('segment past the end');
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (length < 7) throw new BrokenImage('short frame header');
      height = bytes.readUInt16BE(pos + 5);
      width = bytes.readUInt16BE(pos + 7);
    }
    if (marker === 0xda) {
      if (!width || !height) throw new BrokenImage('scan before frame');
      parts.push(bytes.subarray(pos));
      return { bytes: Buffer.concat(parts), width, height };
    }
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const keptApp = marker === 0xe0 || marker === 0xe2 || marker === 0xee;
    if (!(isApp && !keptApp) && marker !== 0xfe) parts.push(bytes.subarray(pos, end));
    pos = end;
  }
}

/** Skips GIF data sub-blocks (length byte, data, ... , 0) from pos; returns the position after them. */
function skipSubBlocks(bytes: Buffer, start: number): number {
  let pos = start;
  for (;;) {
    if (pos >= bytes.length) throw new BrokenImage('truncated sub-block');
    const size = bytes[pos];
    pos += 1 + size;
    if (size === 0) return pos;
  }
}

/** GIF: drops comment extensions and application extensions other than NETSCAPE2.0 (looping). */
function cleanGif(bytes: Buffer): CleanImage {
  if (bytes.length < 13) throw new BrokenImage('short header');
  const width = bytes.readUInt16LE(6);
  const height = bytes.readUInt16LE(8);
  const flags = bytes[10];
  let pos = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  const parts: Buffer[] = [bytes.subarray(0, pos)];
  for (;;) {
    if (pos >= bytes.length) throw new BrokenImage('no trailer');
    const block = bytes[pos];
    if (block === 0x3b) {
      parts.push(bytes.subarray(pos, pos + 1));
      return { bytes: Buffer.concat(parts), width, height };
    }
    let end: number;
    let keep = true;
    if (block === 0x2c) {
      if (pos + 10 > bytes.length) throw new BrokenImage('short image descriptor');
      const local = bytes[pos + 9];
      // Descriptor (10), local colour table, LZW minimum code size (1), then the data sub-blocks.
      const dataStart = pos + 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0) + 1;
      end = skipSubBlocks(bytes, dataStart);
    } else if (block === 0x21) {
      const label = bytes[pos + 1];
      end = skipSubBlocks(bytes, pos + 2);
      if (label === 0xfe) keep = false;
      if (label === 0xff) keep = bytes.subarray(pos + 3, pos + 14).toString('latin1') === 'NETSCAPE2.0';
    } else {
      throw new BrokenImage('unknown block');
    }
    if (keep) parts.push(bytes.subarray(pos, end));
    pos = end;
  }
}

/** Reads the dimensions and returns the picture without its metadata; throws BrokenImage on a bad file. */
export function cleanImage(kind: ImageKind, bytes: Buffer): CleanImage {
  const clean = kind === 'png' ? cleanPng(bytes) : kind === 'jpeg' ? cleanJpeg(bytes) : cleanGif(bytes);
  if (clean.width < 1 || clean.height < 1) throw new BrokenImage('no size');
  return clean;
}

/**
 * Turns a JPEG upright when its EXIF says the camera held it turned (orientation 2-8): the cleaner above
 * drops EXIF, and with it the only record of which way is up, so the turn is applied first (sharp's
 * rotate(), re-encoded without metadata) as a job of the image work queue, which may refuse it as busy.
 * Every other picture comes back as cleaned, bytes unchanged, without decoding. Call after the pixel cap
 * was checked on `clean`.
 */
export async function uprightImage(
  kind: ImageKind,
  original: Buffer,
  clean: CleanImage,
  work: ImageWork,
): Promise<CleanImage> {
  if (kind !== 'jpeg') return clean;
  return work.run(async () => {
    try {
      const { orientation } = await sharp(original).metadata();
      if (!orientation || orientation === 1) return clean;
      const { data, info } = await sharp(original, { limitInputPixels: galleryLimits.maxPixels })
        .rotate()
        .jpeg({ quality: 92, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.height };
    } catch {
      throw new BrokenImage('undecodable JPEG');
    }
  });
}
