import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ndjsonMediaType } from '@mall/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from './envelope';

/** Whether the client listed NDJSON in its Accept header (a streamed answer is only sent when asked for). */
export function acceptsNdjson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept
    .split(',')
    .some((part) => (part.split(';')[0] ?? '').trim().toLowerCase() === ndjsonMediaType);
}

/**
 * Runs `work` and answers it as NDJSON once it reports progress: the first `report` starts the answer
 * (HTTP 200, `application/x-ndjson`), each report is one line `{"progress":...}`, and the answer ends with
 * one line holding the envelope: `{"code":0,"msg":"success","ext":result}`, or the error's code and
 * translated message. Work that fails or ends before its first report was never streamed: its result is
 * returned (`streamed: false`) or its error thrown, for the route to answer as plain JSON as usual. Each
 * request streams on its own connection, so any copy of the server can answer it.
 */
export async function streamProgress<T, P>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (report: (progress: P) => void) => Promise<T>,
): Promise<{ streamed: false; result: T } | { streamed: true }> {
  let stream: PassThrough | null = null;
  const line = (value: unknown) => {
    if (stream && !stream.destroyed) stream.write(`${JSON.stringify(value)}\n`);
  };
  const report = (progress: P) => {
    if (!stream) {
      stream = new PassThrough();
      void reply
        .status(200)
        .type(ndjsonMediaType)
        .header('cache-control', 'no-store')
        // Proxies (nginx) pass each line on at once instead of buffering the answer.
        .header('x-accel-buffering', 'no')
        .send(stream);
    }
    line({ progress });
  };
  let outcome: { code: number; msg: string; ext: unknown };
  try {
    const result = await work(report);
    if (!stream) return { streamed: false, result };
    outcome = { code: 0, msg: 'success', ext: result ?? null };
  } catch (error) {
    if (!stream) throw error;
    outcome = errorEnvelope(error, request);
  }
  const open: PassThrough = stream;
  line(outcome);
  open.end();
  // The route returns once the last byte left (or the client went away); marked as answered by hand so
  // Fastify sends nothing more either way.
  await finished(reply.raw).catch(() => {});
  reply.hijack();
  return { streamed: true };
}
