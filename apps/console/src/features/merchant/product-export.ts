import { ErrorCode, sessionEndedCodes } from '@mall/contracts';
import { signInHref } from '../../lib/api';

/** How a download ended: saved under its name, or refused with the server's (translated) reason. */
export type DownloadResult = { ok: true; name: string } | { ok: false; reason: string };

/**
 * Downloads a workbook of the workbench (the products' export, the import template): a GET answered with
 * the file, or with the JSON envelope when refused (no permission, too many rows). The session is the
 * cookie; `reason` is '' when the server was not reached (the page shows its own network text).
 */
export async function downloadWorkbook(
  path: string,
  query: Record<string, string | undefined>,
  fallbackName: string,
): Promise<DownloadResult> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  const response = await fetch(`/api${path}${search ? `?${search}` : ''}`, {
    credentials: 'same-origin',
  }).catch(() => null);
  if (!response) return { ok: false, reason: '' };
  if (response.headers.get('content-type')?.includes('application/json')) {
    const envelope = (await response.json().catch(() => ({}))) as { code?: number; msg?: string };
    if (envelope.code !== undefined && sessionEndedCodes.includes(envelope.code))
      window.location.assign(signInHref());
    return { ok: false, reason: envelope.code === ErrorCode.OK ? '' : (envelope.msg ?? '') };
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
  return { ok: true, name };
}
