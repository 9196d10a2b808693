import { createHash, createHmac } from 'node:crypto';

/*
 * AWS Signature Version 4 for S3-compatible stores (AWS S3, MinIO, Ceph, Aliyun OSS/Tencent COS S3 mode),
 * header-based, path-style. Small enough to write here instead of pulling in the AWS SDK.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 */

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (each path segment; '/' kept between segments). */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Signs a request: returns the headers to send (the given ones plus x-amz-date, x-amz-content-sha256 and
 * authorization). `headers` must include host; names are lower-cased here.
 */
export function signRequest(
  req: { method: string; url: URL; headers: Record<string, string>; payloadHash: string },
  creds: SigV4Credentials,
  now: Date,
): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const service = creds.service ?? 's3';
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) headers[k.toLowerCase()] = v.trim().replace(/\s+/g, ' ');
  headers['x-amz-date'] = amzDate;
  headers['x-amz-content-sha256'] = req.payloadHash;
  const names = Object.keys(headers).sort();
  const canonicalQuery = [...req.url.searchParams.entries()]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [
    req.method,
    req.url.pathname,
    canonicalQuery,
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    names.join(';'),
    req.payloadHash,
  ].join('\n');
  const scope = `${day}/${creds.region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day), creds.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope}, ` +
    `SignedHeaders=${names.join(';')}, Signature=${signature}`;
  return headers;
}
