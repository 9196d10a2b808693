import { galleryDownloadPath, sessionEndedCodes } from '@mall/contracts';
import { buildUrl, handleEnvelope } from '../../../lib/http';

/** Why a download failed (spec §8): the server refused or sent no picture, or it could not be reached. */
export class DownloadError extends Error {
  override readonly name = 'DownloadError';
  constructor(readonly reason: 'failed' | 'network') {
    super(reason);
  }
}

/**
 * One of the buyer's pictures as a blob (spec §7: GET with a blob response). A JSON answer is an
 * envelope: an ended session goes to sign-on as for every call, anything else is a failed download.
 */
export async function downloadFile(id: number): Promise<Blob> {
  let response: Response;
  try {
    // The session goes as its HttpOnly cookie.
    response = await fetch(buildUrl(galleryDownloadPath, { id }), { credentials: 'same-origin' });
  } catch {
    throw new DownloadError('network');
  }
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const envelope = await response.json().catch(() => null);
    if (envelope && sessionEndedCodes.includes(envelope.code))
      handleEnvelope(envelope, 'ext', response.status);
    throw new DownloadError('failed');
  }
  if (!response.ok) throw new DownloadError('failed');
  try {
    return await response.blob();
  } catch {
    throw new DownloadError('network');
  }
}

/** Hands a blob to the browser as a file named `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the address to the download.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
