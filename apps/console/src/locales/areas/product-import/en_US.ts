// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { Pack } from '../../pack';
import type { AreaMessages } from './zh_CN';

const texts: Pack<AreaMessages> = {
  productImport: {
    title: 'Import and export products',
    intro:
      'Create or change many products at once in Excel: download the template or export your products, fill it in and upload it. Every row is checked first; nothing is written until you confirm.',
    entry: 'Import / Export',
    exportButton: 'Export to Excel',
    exporting: 'Exporting…',
    exportFailed: 'The export failed: {{reason}}',
    exported: 'Exported {{name}}',
    exportTitle: 'Export products',
    exportHelp:
      "One row per SKU, the product's columns repeated on each row. Change prices, stock and so on, then upload it to change them all at once.",
    exportStatus: 'Products to export',
    allProducts: 'All products',
    templateTitle: 'Download the template',
    templateHelp:
      "The template's second sheet explains each column with an example. A product with several SKUs takes one row per SKU; for pictures write the file names or addresses of pictures in your gallery (upload them there first).",
    templateButton: 'Download the import template',
    uploadTitle: 'Upload the file',
    uploadLabel: 'Choose the .xlsx file to import',
    drag: 'Click to choose, or drop the filled-in .xlsx file here',
    limits: 'At most {{mb}} MB and {{rows}} rows (one per SKU)',
    uploading: 'Uploading and checking: {{percent}}%',
    checking: 'Checking every row…',
    chooseAgain: 'Choose another file',
    previewTitle: 'What the check found',
    file: 'File',
    rows: 'Rows',
    products: 'Products',
    toCreate: 'To create (drafts)',
    toUpdate: 'To change',
    unchanged: 'Unchanged',
    invalid: 'Products with errors',
    allGood: 'All rows are fine: ready to import',
    hasErrors:
      'Errors found: {{count}}. Correct the file and upload it again, or import only the products without errors.',
    listedErrors: 'The table lists the first {{shown}} errors',
    row: 'Row',
    column: 'Column',
    reason: 'Reason',
    nothingToDo: "The file's products are all as your shop has them: there is nothing to import",
    committedBefore: 'This file was imported before; this is how that import went',
    commit: 'Import',
    commitValid: 'Import only the products without errors ({{count}})',
    progressTitle: 'Import progress',
    waiting: 'Waiting in the queue…',
    running: 'Importing: {{done}} of {{total}}',
    done: 'Import finished',
    stopped:
      'The import stopped; the products it saved are kept. Upload the same file again to go on from where it stopped.',
    created: 'Created',
    updated: 'Changed',
    failed: 'Not imported',
    failures: 'Products not imported',
    product: 'Product',
    viewProducts: 'See the products',
    another: 'Import another file',
  },
};
export default texts;
