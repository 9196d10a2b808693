import type {} from '@fastify/multipart';
import { ErrorCode, type ServerMessageKey, storableForm, type UploadSpec } from '@mall/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The one file of an upload, read whole (pictures and spreadsheets are checked from all their bytes). */
export interface UploadedFile {
  /** The name the browser gave it, with unstorable characters replaced; never used as a stored name. */
  fileName: string;
  /** The declared type: informational only, services decide from the bytes. */
  mimetype: string;
  bytes: Buffer;
}

export interface Upload {
  file: UploadedFile;
  /** The text fields, validated afterwards by the endpoint's body schema like a JSON body. */
  fields: Record<string, string>;
}

const invalid = (key: ServerMessageKey, params: Record<string, number> = {}) =>
  new AppError(ErrorCode.VALIDATION_FAILED, key, params);

/** @fastify/multipart's refusals (their `code`) as the user reads them. */
function translateMultipartError(error: unknown, spec: UploadSpec): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return invalid('upload.tooLarge', { mb: Math.round((spec.maxBytes / 1024 / 1024) * 10) / 10 });
    case 'FST_FILES_LIMIT':
      return invalid('upload.oneFile');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return invalid('upload.tooManyFields');
    case 'FST_PROTO_VIOLATION':
      return invalid('upload.broken');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return invalid('upload.notMultipart');
    case 'FST_MP_PREMATURE_CLOSE':
      return invalid('upload.broken');
  }
  // busboy's own parse errors ("Unexpected end of form", "Malformed part header") have no code.
  if (error instanceof Error && !(error instanceof AppError) && !('statusCode' in error))
    return invalid('upload.broken');
  return error;
}

/**
 * Reads a multipart/form-data upload as it streams in: text fields as they come, exactly one file in
 * `spec.field` of at most `spec.maxBytes` (busboy stops counting past the limit, so a larger file is never
 * held), at most one file part. Every refusal is a translated 40000.
 */
export async function readUpload(request: FastifyRequest, spec: UploadSpec): Promise<Upload> {
  if (!request.isMultipart()) throw invalid('upload.notMultipart');
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: spec.maxBytes } })) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw invalid('upload.fieldTooLong');
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== spec.field) {
        // Drained so the request can finish; then refused.
        part.file.resume();
        throw invalid('upload.noFile');
      }
      const bytes = await part.toBuffer();
      file = {
        fileName: [...storableForm(part.filename || '')].slice(0, 200).join(''),
        mimetype: part.mimetype,
        bytes,
      };
    }
  } catch (error) {
    throw translateMultipartError(error, spec);
  }
  if (!file || file.bytes.length === 0) throw invalid('upload.noFile');
  return { file, fields };
}
