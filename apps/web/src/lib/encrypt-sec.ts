function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(base64);
  const der = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) der[i] = binary.charCodeAt(i);
  return der;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The `sec` password field (docs/sign-on.md): RSA-OAEP SHA-256 with the server's SPKI key, base64, then
 * URL-encoded twice (the spec's "double url-encoded"), so the password is never sent readable.
 */
export async function encryptSec(password: string, pem: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'spki',
    pemToDer(pem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return encodeURIComponent(encodeURIComponent(toBase64(new Uint8Array(cipher))));
}
