/**
 * U+0000, or a UTF-16 surrogate without its partner. PostgreSQL refuses the first in any text value (the
 * whole statement fails), and the second has no UTF-8 form: the driver would store U+FFFD in its place,
 * silently changing what the user sent. Neither can be typed on a keyboard, so a request holding one is
 * refused as a whole rather than cleaned.
 */
const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text can be stored as it is (no U+0000, no unpaired surrogate). */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !unpairedSurrogate.test(text);
}

/** The text with each U+0000 and unpaired surrogate replaced by U+FFFD, e.g. to show a refused field name. */
export function storableForm(text: string): string {
  return text.replaceAll('\u0000', '\uFFFD').replace(new RegExp(unpairedSurrogate.source, 'g'), '\uFFFD');
}

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit, lastKey?: string): (string | number)[] {
  const reversed: (string | number)[] = lastKey === undefined ? [] : [lastKey];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) reversed.push(at.key);
  return reversed.reverse();
}

/**
 * The path of the first string anywhere in a request's parsed query or body (values and object keys, at
 * any depth) that `isStorableText` refuses; null when there is none. The contracts' schemas describe what
 * a field means; this is the one rule every string obeys, so it is checked once, before them.
 * Walks with its own stack, not recursion: a deeply nested JSON body must not overflow the call stack.
 */
export function findUnstorableText(value: unknown): (string | number)[] | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: visit });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (const [key] of entries) if (!isStorableText(key)) return pathOf(visit, key);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}
