import fc from 'fast-check';
import { generateSync, type JsonSchema } from 'json-schema-faker';
import { buildOpenApiDocument } from '../src/lib/openapi';

// The generated-input sweep's inputs (src/lib/sweep.test.ts): hostile values, the input record fast-check
// draws, valid-looking values from the document's schemas (json-schema-faker) and their mutations.

export type Json = Record<string, unknown>;

/** The OpenAPI document the sweep reads its operations and schemas from. */
export const doc = buildOpenApiDocument('sweep');

const longStrings = [
  'a'.repeat(10_000),
  '中'.repeat(10_000),
  '😀'.repeat(5_000),
  'e\u0301'.repeat(5_000),
  '\u202E'.repeat(10_000),
];
const oddStrings = [
  '',
  ' ',
  '\u3000',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDC00x',
  'x\uD83D',
  '\u202Eevil\u202C',
  'שלום עולם',
  'مرحبا',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0302\u0303\u0304',
  '\uFEFF\u200B\u200D',
  '\r\n\t',
  '%00',
  '%',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '{{7*7}}#{7*7}<%= 7*7 %>',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  '９９',
  '13800000001',
  '2147483648',
  '-9223372036854775809',
  '99999999999999999999999999',
];
const numbers = [
  0,
  -0,
  -1,
  1.5,
  -1.5,
  0.1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  2 ** 63,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  1e-9,
];
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
let deep: unknown = 1;
for (let i = 0; i < 1_000; i++) deep = [deep];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...oddStrings),
  fc.constantFrom(...longStrings),
  fc.constantFrom(...numbers),
  fc.integer(),
  fc.double(),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.string({ unit: fc.oneof(loneSurrogate, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })) }),
  fc.constantFrom(null, true, false, [], {}, deep),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.constant(null)), { maxLength: 6 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 6 })), {
    maxKeys: 4,
  }),
);
const fieldName = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'id',
    'userId',
    'custId',
    'isAdmin',
    '',
    'a\u0000',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
);
const brokenJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  '{"a":1}}',
  "{'a':1}",
  '{"a":undefined}',
  'nul',
  '',
  ' ',
  'NaN',
  '1e999999',
  '"text"',
  '[]',
  'true',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"\\u0000":1}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `{"a":"${'x'.repeat(900_000)}"}`,
  '\u0000',
  '\uFEFF{}',
);
const wrongContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/png',
  '',
  'application/json, text/plain',
);
const rawQuery = fc.constantFrom(
  'a[]=1&a[]=2',
  'x=%',
  'x=%E0%A4%A',
  'x=%ED%A0%80',
  '%00=1',
  '=&&=&',
  'x=1&x=2&x=3',
  `x=${'a'.repeat(10_000)}`,
  'x[__proto__][y]=1',
  '__proto__=1&constructor=2',
  'x=%F0%9F%98%80%CC%81',
);

export type Mutation =
  | { kind: 'valid' }
  | { kind: 'drop'; pick: number }
  | { kind: 'extra'; name: string; value: unknown }
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'whole'; value: unknown }
  | { kind: 'brokenJson'; text: string }
  | { kind: 'contentType'; type: string }
  | { kind: 'rawQuery'; text: string }
  | { kind: 'limits'; at: number; length: number }
  | { kind: 'method' };

export interface SweepInput {
  /** json-schema-faker's seed for the valid-looking base. */
  base: number;
  /** Draws values that exist in the database (fast-check's generator inside the run, so replayable). */
  draw: fc.GeneratorValue;
  /** Where the mutation goes when the operation has both a query and a body. */
  inBody: boolean;
  mutation: Mutation;
  /** What "without a session" sends: nothing or a token that is none. */
  anonymousToken: string | null;
  /** The signed-in call sends the token in the cookie instead of the header. */
  viaCookie: boolean;
  /** The language cookie, a known one or not. */
  lang: string | null;
}

export const inputs: fc.Arbitrary<SweepInput> = fc.record({
  base: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  draw: fc.gen(),
  inBody: fc.boolean(),
  mutation: fc.oneof(
    { weight: 3, arbitrary: fc.constant<Mutation>({ kind: 'valid' }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }) },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('extra' as const), name: fieldName, value: hostileValue }),
    },
    {
      weight: 5,
      arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: hostileValue }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: hostileValue }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('brokenJson' as const), text: brokenJson }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('contentType' as const), type: wrongContentType }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('rawQuery' as const), text: rawQuery }) },
    { weight: 1, arbitrary: fc.constant<Mutation>({ kind: 'method' }) },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('limits' as const),
        at: fc.nat(),
        // Where a schema sets no maximum: past the common column sizes varchar(128), (255), (1000), (4096).
        length: fc.constantFrom(129, 256, 1_001, 4_097),
      }),
    },
  ),
  anonymousToken: fc.constantFrom(null, null, 'not-a-token', 'x'.repeat(129), '\u0000'),
  viaCookie: fc.boolean(),
  lang: fc.constantFrom(null, 'zh_CN', 'en_US', 'ru_RU', 'es', 'xx_XX', '%00', '%ED%A0%80'),
});

// Valid-looking values and their mutations ------------------------------------------------------------

/**
 * The schema with its length and item limits brought down near their minimum: json-schema-faker picks a
 * length anywhere up to the maximum, and a 2.7-million-character upload or 5 000 rows in every input would
 * make the sweep about those few operations' speed. Long strings come from the hostile values instead.
 */
function clamped(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(clamped);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) out[key] = clamped(value);
  if (typeof out.maxLength === 'number')
    out.maxLength = Math.min(out.maxLength, Math.max(Number(out.minLength ?? 0), 64));
  if (typeof out.maxItems === 'number')
    out.maxItems = Math.min(out.maxItems, Math.max(Number(out.minItems ?? 0), 4));
  return out;
}

/** Schemas json-schema-faker could not fill (their inputs start from {}): reported with the figures. */
export const unfakeable = new Set<string>();

/** A valid-looking value of a schema (json-schema-faker), or {} where it cannot make one. */
export function fake(schema: JsonSchema | undefined, base: number): unknown {
  if (!schema) return undefined;
  try {
    return generateSync(clamped({ ...(schema as Json), components: doc.components }) as JsonSchema, {
      seed: base,
      optionalsProbability: 0.6,
      maxDefaultItems: 3,
    });
  } catch {
    unfakeable.add(JSON.stringify(schema).slice(0, 80));
    return {};
  }
}

type Path = (string | number)[];

/** Paths to every value inside a parsed JSON value (not the root). */
function pathsIn(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (out.length > 200) return out;
  if (Array.isArray(value)) {
    value.forEach((child, i) => {
      out.push([...prefix, i]);
      pathsIn(child, [...prefix, i], out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      out.push([...prefix, key]);
      pathsIn(child, [...prefix, key], out);
    }
  }
  return out;
}

function setAt(root: unknown, path: Path, value: unknown, drop = false) {
  let at = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (drop && Array.isArray(at)) at.splice(Number(last), 1);
  else if (drop) delete at[last];
  else at[last] = value;
}

/** A schema with its reference followed. */
function resolved(schema: unknown): Json | undefined {
  let at = schema as Json | undefined;
  for (let i = 0; at && typeof at.$ref === 'string' && i < 5; i++)
    at = (doc.components.schemas as Record<string, Json>)[at.$ref.split('/').pop() as string];
  return at;
}

/** The schemas a value may match: a union's branches, or the schema itself. */
function branches(schema: unknown): Json[] {
  const at = resolved(schema);
  if (!at) return [];
  const union = (at.anyOf ?? at.oneOf) as unknown[] | undefined;
  return (union ?? [at]).map(resolved).filter((branch): branch is Json => branch !== undefined);
}

const matches = (pattern: unknown, text: string) =>
  typeof pattern !== 'string' || new RegExp(pattern).test(text);

/**
 * The text made `length` long by repeating one of its letters or digits where it stands (trying the spots
 * from `at` on), so that it still matches its pattern (an e-mail, a URL); the text itself when none does.
 */
function stretched(text: string, length: number, pattern: unknown, at: number): string {
  if (text.length >= length) return text;
  const spots = [...text.matchAll(/[a-zA-Z0-9]/g)].map((m) => m.index);
  if (spots.length === 0 && typeof pattern !== 'string') return text + 'a'.repeat(length - text.length);
  for (let i = 0; i < spots.length; i++) {
    const spot = spots[(at + i) % spots.length] as number;
    const candidate = `${text.slice(0, spot)}${(text[spot] as string).repeat(length - text.length)}${text.slice(spot)}`;
    if (matches(pattern, candidate)) return candidate;
  }
  return text;
}

/**
 * Every string as long as its schema allows (`length` where it sets no limit, e.g. a pattern such as an
 * e-mail), every number at its maximum: an input the contract accepts that a column may not hold.
 */
function atLimits(value: unknown, schema: unknown, length: number, at: number): unknown {
  const options = branches(schema);
  if (typeof value === 'string') {
    const branch = options.find((b) => b.type === 'string' && !b.enum && matches(b.pattern, value));
    if (!branch) return value;
    return stretched(
      value,
      typeof branch.maxLength === 'number' ? branch.maxLength : length,
      branch.pattern,
      at,
    );
  }
  if (typeof value === 'number') {
    const branch = options.find((b) => b.type === 'number' || b.type === 'integer');
    return typeof branch?.maximum === 'number' && !branch.exclusiveMaximum ? branch.maximum : value;
  }
  if (Array.isArray(value)) {
    const items = options.find((b) => b.type === 'array')?.items;
    return value.map((item) => atLimits(item, items, length, at));
  }
  if (value !== null && typeof value === 'object') {
    const shape = options.find((b) => b.type === 'object' || b.properties);
    const properties = (shape?.properties ?? {}) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        atLimits(child, properties[key] ?? shape?.additionalProperties, length, at),
      ]),
    );
  }
  return value;
}

export function mutate(value: unknown, mutation: Mutation, schema: JsonSchema | undefined): unknown {
  const copy = value === undefined ? {} : structuredClone(value);
  const paths = pathsIn(copy);
  switch (mutation.kind) {
    case 'drop':
      if (paths.length) setAt(copy, paths[mutation.pick % paths.length] as Path, undefined, true);
      return copy;
    case 'extra':
      if (copy !== null && typeof copy === 'object' && !Array.isArray(copy))
        Object.defineProperty(copy, mutation.name, { value: mutation.value, enumerable: true });
      return copy;
    case 'replace':
      if (paths.length) setAt(copy, paths[mutation.pick % paths.length] as Path, mutation.value);
      return copy;
    case 'whole':
      return mutation.value;
    case 'limits':
      return atLimits(copy, schema, mutation.length, mutation.at);
    default:
      return copy;
  }
}
