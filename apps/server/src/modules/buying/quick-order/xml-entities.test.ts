import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorCode, quickOrderEndpoints } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api';
import { type Buyer, makeBuyer, makeProduct } from '../../../../test/buying-kit';
import { createTestContext, type TestContext } from '../../../../test/helper';
import { xlsxOfSheet } from '../../../../test/spreadsheet-kit';

/*
 * An .xlsx is a zip of XML parts, and the import reads a buyer's file: XML entities declared in it (ASVS
 * 1.5.1, XXE) must never pull a file of the server into the answer, nor expand into a flood.
 */

let ctx: TestContext;
let buyer: Buyer;
const secretDir = mkdtempSync(path.join(tmpdir(), 'mall-xxe-'));
const secretFile = path.join(secretDir, 'server-secret.txt');
const secret = 'SERVER-SECRET-7f3a91';

beforeAll(async () => {
  writeFileSync(secretFile, secret);
  ctx = await createTestContext({ seed: 'demo' });
  buyer = await makeBuyer(ctx.app, ctx.database.db);
  await makeProduct(ctx.database.db, { model: 'XXE-1', name: '实体测试商品', stock: '100' });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(secretDir, { recursive: true, force: true });
});

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** A hand-made .xlsx whose shared strings start with `doctype` and hold `strings` (the sheet uses them). */
function xlsxWithStrings(doctype: string, strings: string[]): Buffer {
  const cell = (ref: string, index: number) => `<c r="${ref}" t="s"><v>${index}</v></c>`;
  return xlsxOfSheet(
    `<row r="1">${cell('A1', 0)}${cell('B1', 1)}</row><row r="2">${cell('A2', 2)}<c r="B2"><v>1</v></c></row>`,
    undefined,
    `${doctype}<sst xmlns="${main}" count="${strings.length}" uniqueCount="${strings.length}">` +
      `${strings.map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`,
  );
}

const importFile = (bytes: Buffer) =>
  api(ctx.app).upload(
    quickOrderEndpoints.importPreview,
    { files: [{ name: 'order.xlsx', bytes: bytes }] },
    { as: buyer },
  );

describe('XML entities in an imported spreadsheet', () => {
  it('reads a hand-made workbook like the ones below (the files are well formed)', async () => {
    const res = await importFile(xlsxWithStrings('', ['code', 'quantity', 'XXE-1']));
    expect(res.code, res.msg).toBe(ErrorCode.OK);
    expect(res.ext.rows).toHaveLength(1);
    expect(res.ext.rows[0]).toMatchObject({ code: 'XXE-1', error: null });
  });

  it('never reads a file of the server through an external entity', async () => {
    for (const system of [`file://${secretFile}`, secretFile]) {
      const doctype = `<!DOCTYPE sst [<!ENTITY leak SYSTEM "${system}">]>`;
      const res = await importFile(xlsxWithStrings(doctype, ['code', 'quantity', '&leak;']));
      // Refused, or read with the entity left unresolved: either way the file's content stays on the server.
      expect([0, 40000]).toContain(res.code);
      expect(JSON.stringify(res)).not.toContain(secret);
    }
  });

  it('does not expand nested entities into a flood (billion laughs)', async () => {
    const levels = ['<!ENTITY lol0 "lollollollollollollollollollol">'];
    for (let i = 1; i < 10; i++) levels.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`);
    const doctype = `<!DOCTYPE sst [${levels.join('')}]>`;
    const res = await importFile(xlsxWithStrings(doctype, ['code', 'quantity', '&lol9;']));
    expect([0, 40000]).toContain(res.code);
    // Expanded, the cell would be 3 000 000 000 characters; the answer stays the size of the file's text.
    expect(JSON.stringify(res).length).toBeLessThan(10_000);
    expect(JSON.stringify(res)).not.toContain('lollollollollollollollollollollollollol');
  });
});
