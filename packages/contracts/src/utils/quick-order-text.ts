/**
 * Splits pasted quick-order text into lines: one row per line, `code<TAB or comma>quantity` or
 * `code<TAB or comma>style<TAB or comma>quantity`; a Chinese comma counts as a comma. Blank lines are
 * skipped; a line without a quantity gets quantity "" (the check reports it). `row` is the line number.
 */
export function parseQuickOrderText(
  text: string,
): { row: number; code: string; style?: string; quantity: string }[] {
  const lines: { row: number; code: string; style?: string; quantity: string }[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const cells = raw.split(/[\t,，]/).map((c) => c.trim());
    const [code = '', second = '', third] = cells;
    if (cells.length >= 3) lines.push({ row: index + 1, code, style: second, quantity: third ?? '' });
    else lines.push({ row: index + 1, code, quantity: second });
  });
  return lines;
}
