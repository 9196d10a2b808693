import { galleryDownloadPath, headerNames, sessionEndedCodes, storageKeys } from '@mall/contracts';
import { getCookie } from '../../../lib/cookies';
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
  const headers: Record<string, string> = {};
  const token = getCookie(storageKeys.token);
  if (token) headers[headerNames.token] = token;
  let response: Response;
  try {
    response = await fetch(buildUrl(galleryDownloadPath, { id }), { headers, credentials: 'same-origin' });
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
