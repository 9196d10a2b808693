import { type AnyEndpoint, type EndpointResult, ErrorCode, sessionEndedCodes } from '@mall/contracts';
import { ApiError, signInHref } from './api';

/**
 * Sends one file to an upload endpoint (multipart/form-data: the body's fields, then the file in the
 * endpoint's field) and reports its progress. XMLHttpRequest rather than fetch: fetch has no upload progress,
 * and a picture of several MB on a shop's uplink takes seconds the merchant should see pass.
 */
export function uploadFile<E extends AnyEndpoint>(
  endpoint: E,
  fields: Record<string, string | number>,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<EndpointResult<E>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append(endpoint.upload?.field ?? 'file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, `/api${endpoint.path}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError('', -1));
    xhr.onload = () => {
      let envelope: { code: number; msg?: string; ext?: unknown };
      try {
        envelope = JSON.parse(xhr.responseText);
      } catch {
        reject(new ApiError('', -xhr.status));
        return;
      }
      if (envelope.code === ErrorCode.OK) {
        resolve(envelope.ext as EndpointResult<E>);
        return;
      }
      if (sessionEndedCodes.includes(envelope.code)) window.location.assign(signInHref());
      reject(new ApiError(envelope.msg ?? '', envelope.code));
    };
    xhr.send(form);
  });
}
