// @vitest-environment node
import { ErrorCode, galleryEndpoints, quickOrderEndpoints, systemEndpoints } from '@mall/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureHttp, resetHttp, type UploadXhr, upload } from './http';

/** An XMLHttpRequest stand-in: records what was sent and lets the test play the network's part. */
class FakeXhr implements UploadXhr {
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  aborted = false;
  status = 0;
  responseText = '';
  timeout = 0;
  withCredentials = false;
  upload: UploadXhr['upload'] = { onprogress: null };
  onload: UploadXhr['onload'] = null;
  onerror: UploadXhr['onerror'] = null;
  onabort: UploadXhr['onabort'] = null;
  ontimeout: UploadXhr['ontimeout'] = null;
  onprogress: UploadXhr['onprogress'] = null;
  open(method: string, url: string | URL) {
    this.opened = [method, String(url)];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body?: Document | XMLHttpRequestBodyInit | null) {
    this.sent = body as FormData;
  }
  abort() {
    this.aborted = true;
    this.onabort?.call(this as never, {} as ProgressEvent);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.call(this as never, { lengthComputable: true, loaded, total } as ProgressEvent);
  }
  /** More of a streamed answer arrives (status 200 once it has begun). */
  stream(text: string) {
    this.status = 200;
    this.responseText += text;
    this.onprogress?.call(this as never, {} as ProgressEvent);
  }
  end() {
    this.onload?.call(this as never, {} as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.call(this as never, {} as ProgressEvent);
  }
}

let xhr: FakeXhr;
const notifyError = vi.fn<(text: string, seconds: number) => void>();

beforeEach(() => {
  xhr = new FakeXhr();
  notifyError.mockReset();
  configureHttp({
    notifyError,
    createXhr: () => xhr,
    extraHeaders: () => ({ platformId: '7' }),
    texts: { network: () => 'network down', timeout: () => 'too slow', http: (s) => `http ${s}` },
  });
});
afterEach(() => resetHttp());

const picture = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'red.png', { type: 'image/png' });

describe('upload', () => {
  it('sends the fields then the file as multipart, reports progress and resolves with ext', async () => {
    const seen: number[] = [];
    const done = upload(galleryEndpoints.upload, {
      file: picture(),
      fields: { folderId: 12, skipped: undefined },
      onProgress: ({ percent }) => seen.push(percent),
    });
    expect(xhr.opened).toEqual(['POST', '/api/authen/file/upload']);
    expect(xhr.headers).toMatchObject({ Accept: 'application/json', platformId: '7' });
    const sent = [...(xhr.sent?.entries() ?? [])];
    expect(sent.map(([name]) => name)).toEqual(['folderId', 'file']);
    expect(sent[0]?.[1]).toBe('12');
    expect((sent[1]?.[1] as File | undefined)?.name).toBe('red.png');
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.answer(200, { code: 0, msg: 'success', ext: { id: 5 } });
    await expect(done).resolves.toEqual({ id: 5 });
    expect(seen).toEqual([25, 100]);
  });

  it('fails like request: a business code is toasted, a broken line too, a cancel is silent', async () => {
    const refused = upload(galleryEndpoints.upload, { file: picture() });
    xhr.answer(400, { code: ErrorCode.VALIDATION_FAILED, msg: 'Upload one file at a time', ext: null });
    await expect(refused).rejects.toMatchObject({ kind: 'business', code: ErrorCode.VALIDATION_FAILED });
    expect(notifyError).toHaveBeenLastCalledWith('Upload one file at a time', expect.any(Number));

    xhr = new FakeXhr();
    const offline = upload(galleryEndpoints.upload, { file: picture() });
    xhr.onerror?.call(xhr as never, {} as ProgressEvent);
    await expect(offline).rejects.toMatchObject({ kind: 'network', message: 'network down' });

    xhr = new FakeXhr();
    notifyError.mockReset();
    const controller = new AbortController();
    const cancelled = upload(galleryEndpoints.upload, { file: picture(), signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toBeInstanceOf(ApiError);
    await expect(cancelled).rejects.toMatchObject({ kind: 'aborted' });
    expect(xhr.aborted).toBe(true);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('streams the server progress line by line, then resolves with the last line', async () => {
    const seen: unknown[] = [];
    const done = upload(quickOrderEndpoints.importPreview, {
      file: picture(),
      onServerProgress: (progress) => seen.push(progress),
    });
    expect(xhr.headers.Accept).toMatch(/^application\/x-ndjson/);
    xhr.stream('{"progress":{"stage":"rows","done":500,"total":1000}}\n{"progress":{"stage":"ro');
    expect(seen).toEqual([{ stage: 'rows', done: 500, total: 1000 }]);
    xhr.stream('ws","done":1000,"total":1000}}\n{"code":0,"msg":"success","ext":{"totalRows":1000}}\n');
    expect(seen).toHaveLength(2);
    xhr.end();
    await expect(done).resolves.toEqual({ totalRows: 1000 });
    expect(notifyError).not.toHaveBeenCalled();

    // An error after the stream began is its last line; a refusal before it a plain JSON answer.
    xhr = new FakeXhr();
    const late = upload(quickOrderEndpoints.importPreview, { file: picture(), onServerProgress: () => {} });
    xhr.stream('{"progress":{"stage":"sheet","done":500,"total":6000}}\n');
    xhr.stream('{"code":40000,"msg":"At most 5000 rows","ext":null}\n');
    xhr.end();
    await expect(late).rejects.toMatchObject({ kind: 'business', code: ErrorCode.VALIDATION_FAILED });
    expect(notifyError).toHaveBeenLastCalledWith('At most 5000 rows', expect.any(Number));
    xhr = new FakeXhr();
    const early = upload(quickOrderEndpoints.importPreview, { file: picture(), onServerProgress: () => {} });
    xhr.answer(400, { code: ErrorCode.VALIDATION_FAILED, msg: 'Not an Excel file', ext: null });
    await expect(early).rejects.toMatchObject({ kind: 'business', code: ErrorCode.VALIDATION_FAILED });
    expect(notifyError).toHaveBeenLastCalledWith('Not an Excel file', expect.any(Number));
  });

  it('refuses an endpoint that takes no file', async () => {
    await expect(upload(systemEndpoints.paramList, { file: picture() })).rejects.toThrow(/takes no upload/);
  });
});
