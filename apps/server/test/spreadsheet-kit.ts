import { deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { cartLimits } from '@mall/contracts';

/** Test files: workbooks and hand-made zips. */

/** A workbook of rows written by SheetJS, as a user's Excel would save it. */
export function workbook(rows: unknown[][], kind: 'xlsx' | 'xls'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: kind === 'xls' ? 'biff8' : 'xlsx' }) as Buffer;
}

/** A minimal zip (no data descriptors) of the given entries, each deflated unless `stored`. */
export function zipOf(
  entries: { name: string; data: Buffer; stored?: boolean; declaredSize?: number }[],
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const body = e.stored ? e.data : deflateRawSync(e.data);
    const name = Buffer.from(e.name);
    const size = e.declaredSize ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.stored ? 0 : 8, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.stored ? 0 : 8, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** The caps of a real import, with `maxRows` data rows. */
export const caps = (maxRows: number = cartLimits.maxQuickOrderRows) => ({
  maxRows,
  maxColumns: cartLimits.maxImportColumns,
  maxCells: cartLimits.maxImportCells,
});

/**
 * A minimal .xlsx written by hand around one sheet's XML, so the sheet can say anything; `sharedStrings`
 * adds that part as given (a sheet's `t="s"` cells index into it), DOCTYPE and all.
 */
export function xlsxOfSheet(sheetData: string, dimension?: string, sharedStrings?: string): Buffer {
  const xml = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`);
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const main = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  const strings =
    sharedStrings === undefined ? [] : [{ name: 'xl/sharedStrings.xml', data: xml(sharedStrings) }];
  return zipOf([
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          `<Override PartName="/xl/workbook.xml" ContentType="${main}.sheet.main+xml"/>` +
          `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${main}.worksheet+xml"/>` +
          (strings.length > 0
            ? `<Override PartName="/xl/sharedStrings.xml" ContentType="${main}.sharedStrings+xml"/>`
            : '') +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${rel}">` +
          '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/>` +
          (strings.length > 0
            ? `<Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/>`
            : '') +
          '</Relationships>',
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: xml(
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
          `${dimension ? `<dimension ref="${dimension}"/>` : ''}<sheetData>${sheetData}</sheetData></worksheet>`,
      ),
    },
    ...strings,
  ]);
}

const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;

/**
 * The finding's file: a sheet that declares the dimension `A1:XFD5000` (every column Excel has, 5 000 rows)
 * but holds a header and `rows` rows of two cells; codes `code(i)`, quantity 1.
 */
export function declaredHugeSheet(rows: number, code = (i: number) => `HOSTILE-${i}`): Buffer {
  const xml = [`<row r="1">${text('A1', 'code')}${text('B1', 'quantity')}</row>`];
  for (let r = 2; r <= rows + 1; r++)
    xml.push(`<row r="${r}">${text(`A${r}`, code(r - 1))}<c r="B${r}"><v>1</v></c></row>`);
  return xlsxOfSheet(xml.join(''), 'A1:XFD5000');
}

/** A sheet that really holds `rows` × `columns` numbers (compresses to a few KB). */
export function manyCellsSheet(rows: number, columns: number): Buffer {
  const row = '<c><v>1</v></c>'.repeat(columns);
  return xlsxOfSheet(Array.from({ length: rows }, (_, i) => `<row r="${i + 1}">${row}</row>`).join(''));
}

/**
 * An OpenDocument spreadsheet (a zip too): one cell repeated `columns` times in `rows` repeated rows,
 * which SheetJS expands into one object per repeated cell.
 */
export function repeatedCellsOds(rows: number, columns: number): Buffer {
  const ns =
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" ' +
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"';
  const content =
    `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${ns} office:version="1.2">` +
    '<office:body><office:spreadsheet><table:table table:name="Sheet1">' +
    `<table:table-row table:number-rows-repeated="${rows}">` +
    `<table:table-cell table:number-columns-repeated="${columns}" office:value-type="float" office:value="1">` +
    '<text:p>1</text:p></table:table-cell></table:table-row></table:table></office:spreadsheet></office:body>' +
    '</office:document-content>';
  const manifest =
    '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0">' +
    '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>' +
    '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>';
  return zipOf([
    { name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.spreadsheet'), stored: true },
    { name: 'META-INF/manifest.xml', data: Buffer.from(manifest) },
    { name: 'content.xml', data: Buffer.from(content) },
    {
      name: 'styles.xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><office:document-styles xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"/>',
      ),
    },
  ]);
}
