/**
 * Reads an NDJSON answer (one JSON value a line) while it arrives. XMLHttpRequest's `responseText` grows
 * as the bytes come in: give `read` the whole text so far and it returns the values of the lines
 * completed since its last call. A line that is not JSON (a proxy's page, a cut line) is skipped.
 */
export class NdjsonReader {
  /** Where the first line not read yet starts. */
  private offset = 0;

  /** `ended`: the answer is complete, so a last line without its newline counts too. */
  read(text: string, ended = false): unknown[] {
    const values: unknown[] = [];
    const take = (line: string) => {
      const trimmed = line.trim();
      if (trimmed === '') return;
      try {
        values.push(JSON.parse(trimmed));
      } catch {
        // Not a line of ours: nothing to report.
      }
    };
    for (let newline = text.indexOf('\n', this.offset); newline !== -1; ) {
      take(text.slice(this.offset, newline));
      this.offset = newline + 1;
      newline = text.indexOf('\n', this.offset);
    }
    if (ended && this.offset < text.length) {
      take(text.slice(this.offset));
      this.offset = text.length;
    }
    return values;
  }
}
