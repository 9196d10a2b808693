import type { ValidationMessageKey } from '@mall/contracts';

type ValidationName = ValidationMessageKey extends `validation.${infer N}` ? N : never;
export type ValidationMessages = Record<ValidationName, string>;

/** The shared rule set's texts of one language (flat `validation.x` keys) as the nested `validation` namespace. */
export function validationPack(texts: Record<ValidationMessageKey, string>): ValidationMessages {
  const nested = {} as ValidationMessages;
  for (const [key, text] of Object.entries(texts)) {
    nested[key.slice('validation.'.length) as ValidationName] = text;
  }
  return nested;
}

/** Every leaf a string, same keys: the shape each language pack must have. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> } & {
  /** The plural forms a language has beside the Chinese `_other` (i18next picks by count). */
  [K in `${string}_${'zero' | 'one' | 'two' | 'few' | 'many'}`]?: string;
};

/** Turns flat dotted keys (`tags.slogan`) into nested objects for i18next. */
export function unflatten(flat: Record<string, string>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next !== 'object' || next === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] = value;
  }
  return root;
}

/** All leaf keys of a nested pack, dotted. */
export function flattenKeys(pack: object, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(pack)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) Object.assign(out, flattenKeys(value, path));
    else out[path] = value;
  }
  return out;
}
