import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogEndpoints } from '@mall/contracts';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, fileOperations, operations } from './openapi';

const doc = buildOpenApiDocument('0.1.0');

/** Type-checks files (strict, as the project compiles) in a temporary folder; answers the diagnostics. */
function typeCheck(files: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'mall-openapi-types-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    const program = ts.createProgram(
      Object.keys(files).map((name) => path.join(dir, name)),
      {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts'],
        types: [],
      },
    );
    return ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the OpenAPI document', () => {
  it('names every operation once, and every signed-in one needs the session token', () => {
    const ids = [...operations, ...fileOperations].map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    let signedIn = 0;
    for (const { operationId, endpoint } of operations) {
      const op = (
        doc.paths[`/api${endpoint.path}`] as Record<string, { operationId: string; security: unknown }>
      )[endpoint.method.toLowerCase()];
      expect(op?.operationId).toBe(operationId);
      if (endpoint.auth) {
        signedIn++;
        expect(op?.security).toEqual([{ accessToken: [] }, { sessionCookie: [] }]);
      }
    }
    expect(signedIn).toBeGreaterThan(50);
    const download = (doc.paths['/api/authen/file/download'] as Record<string, { security: unknown }>).get;
    expect(download?.security).toEqual([{ accessToken: [] }, { sessionCookie: [] }]);
    expect(doc.components.securitySchemes).toMatchObject({
      accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token' },
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'X-Access-Token' },
    });
  });

  it('emits the recursive schemas as components that every reference resolves to', () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"definitions"');
    const refs = new Set([...text.matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1] as string));
    expect(refs.size).toBeGreaterThanOrEqual(4);
    for (const ref of refs) {
      const name = ref.replace('#/components/schemas/', '');
      expect(ref).toBe(`#/components/schemas/${name}`);
      expect(doc.components.schemas[name], ref).toBeDefined();
    }
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['AreaNode', 'ClassNode', 'MenuItem', 'GalleryFolder']),
    );
  });

  it('generates client types with openapi-typescript that name every operation and type-check', async () => {
    const source = astToString(await openapiTS(doc as never));
    for (const { operationId } of [...operations, ...fileOperations])
      expect(source).toContain(`    ${operationId}: {`);
    // A client using the generated types: a page, a recursive tree, a request body and a cookie-less call.
    const client = `
      import type { components, operations, paths } from './api';
      type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
      const params: Json<operations['systemParamList']['responses'][200]> = { code: 0, msg: 'ok', ext: { A: 'b' } };
      const tree: components['schemas']['AreaNode'] = {
        id: '1', pid: '0', name: '浙江省', level: 1, children: [{ id: '2', pid: '1', name: '杭州市', level: 2 }],
      };
      const body: Json<operations['addressAdd']['requestBody']> = {
        consignee: '张伟', mobile: '13800000001', provinceId: '330000', cityId: '330100', detail: '文三路 90 号',
      };
      const page: Json<paths['/api${catalogEndpoints.productList.path}']['get']['responses'][200]> = {
        code: 0, msg: 'ok', rows: [], total: 0,
      };
      // @ts-expect-error a missing required field is a type error
      const wrong: Json<operations['addressAdd']['requestBody']> = { consignee: '张伟' };
      export { params, tree, body, page, wrong };
    `;
    expect(typeCheck({ 'api.ts': source, 'client.ts': client })).toEqual([]);
  });
});
