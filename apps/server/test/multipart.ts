import { randomBytes } from 'node:crypto';

/**
 * A multipart/form-data body, as a browser's FormData sends it, byte by byte: the test client's transport
 * builds its uploads with it, and a test of the HTTP layer (a streamed answer) can send it with app.inject.
 */
export class MultipartForm {
  constructor(
    readonly body: Buffer,
    readonly contentType: string,
  ) {}
}

export interface FormFile {
  name: string;
  bytes: Buffer;
  /** Default `file`, the field every upload endpoint reads. */
  field?: string;
  type?: string;
}

/** Text fields first (as the web's FormData appends them), then the files in order. */
export function multipartForm(fields: Record<string, string | number>, ...files: FormFile[]): MultipartForm {
  const boundary = `----mall-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'file'}"; ` +
          `filename="${file.name}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return new MultipartForm(Buffer.concat(parts), `multipart/form-data; boundary=${boundary}`);
}

/** One file in the field `file`, with text fields before it. */
export const fileForm = (name: string, bytes: Buffer, fields: Record<string, string | number> = {}) =>
  multipartForm(fields, { name, bytes });
