/**
 * The field's new value after the gallery returned `picked`: with a limit of 1 the new picture replaces
 * the old; otherwise the new ones are added after the kept ones, without repeats, up to the limit.
 */
export function mergePicked(current: readonly string[], picked: readonly string[], limit: number): string[] {
  if (picked.length === 0) return [...current];
  if (limit <= 1) return picked.slice(0, 1);
  const merged = [...current];
  for (const url of picked) if (!merged.includes(url)) merged.push(url);
  return merged.slice(0, limit);
}
