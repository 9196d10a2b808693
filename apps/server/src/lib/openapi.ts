import {
  type AnyEndpoint,
  areaNodeSchema,
  authEndpoints,
  type ConsoleCentre,
  centreCodes,
  classNodeSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  galleryDownload,
  galleryFolderSchema,
  headerNames,
  menuItemSchema,
  pageEnvelopeSchema,
  quickOrderTemplateDownload,
  storageKeys,
} from '@mall/contracts';
import { endpointGroups } from '@mall/contracts/endpoint-groups';
import { z } from 'zod';

export interface Operation {
  operationId: string;
  endpoint: AnyEndpoint;
}

/** The operations of the document, in document order (the contracts' groups, derived), with their operation ids. */
export const operations: Operation[] = Object.entries(endpointGroups).flatMap(([group, endpoints]) =>
  Object.entries(endpoints).map(([name, endpoint]) => ({
    operationId: `${group}${name[0]?.toUpperCase()}${name.slice(1)}`,
    endpoint,
  })),
);

export const allEndpoints: AnyEndpoint[] = operations.map((op) => op.endpoint);

/** A file download (spec §7: GET with a blob response): the file on success, the JSON envelope on errors. */
export interface FileOperation {
  operationId: string;
  download: { method: 'GET'; path: string; summary: string; query: z.ZodType };
  tag: string;
  auth: boolean;
  /** Media types of the file. */
  types: string[];
}

export const fileOperations: FileOperation[] = [
  {
    operationId: 'galleryDownload',
    download: galleryDownload,
    tag: 'gallery',
    auth: true,
    types: ['image/*'],
  },
  {
    operationId: 'quickOrderDownloadTemplate',
    download: quickOrderTemplateDownload,
    tag: 'quickOrder',
    auth: false,
    types: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel'],
  },
];

/** The document's tags, in the order the API reference shows them. */
const tags: { name: string; description: string }[] = [
  { name: 'system', description: 'Health, system parameters, sites, translations, configuration and areas' },
  { name: 'content', description: 'Adverts, footer menus and links, news and help articles' },
  { name: 'catalog', description: 'Classes, products, shops, brands, purchase demands and points goods' },
  { name: 'halls', description: 'Supplier hall, supply chains and the rural revitalisation page' },
  { name: 'auth', description: 'Sign-in (password, SMS, QR, tickets), captchas, sign-out, menus' },
  { name: 'register', description: 'Registration and password reset' },
  { name: 'profile', description: 'The signed-in user: profile, password, mobile, payment password' },
  { name: 'account', description: 'The signed-in user with company and centres' },
  { name: 'cart', description: 'Shopping cart' },
  { name: 'quickOrder', description: 'Quick order: rows typed or imported from a spreadsheet' },
  { name: 'address', description: 'Delivery addresses' },
  { name: 'order', description: 'Placing orders and the buyer’s orders' },
  { name: 'payment', description: 'Paying orders' },
  { name: 'benefits', description: 'Member benefits: coupons and points' },
  { name: 'chat', description: 'Conversations with shops and the platform' },
  { name: 'feedback', description: 'Feedback to the platform' },
  { name: 'gallery', description: 'The user’s picture gallery' },
  { name: 'merchant', description: 'Merchant onboarding and financial service applications' },
  {
    name: 'workbench',
    description:
      'The merchant workbench: sessions of the seller centre (DRP.TMALL.SELLER) with shop codes, always scoped to the caller’s own shop',
  },
  {
    name: 'platform',
    description:
      'The platform console: sessions of the platform centre (DRP.TMALL.PLATFORM) with platform codes',
  },
];

/** Public endpoints that still read a session when one is sent (sign-out ends it; without one it does nothing). */
const optionalSession = new Set<AnyEndpoint>([authEndpoints.logout]);

/** The security schemes: the session token in the spec's header (API clients) or in the cookie (browser). */
export const securitySchemes = {
  accessToken: {
    type: 'apiKey',
    in: 'header',
    name: headerNames.token,
    description: 'The session token answered by sign-in, in the `X-Access-Token` header.',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: storageKeys.token,
    description: 'The same session token in the cookie the browser holds.',
  },
} as const;
const signedIn = [{ accessToken: [] }, { sessionCookie: [] }];

type JsonSchema = { [key: string]: unknown };

/**
 * The schemas the document names as components. A recursive schema must be one: zod can only write it as a
 * reference to itself. A new recursive schema in the contracts is added here (the build says so).
 */
const named = z.registry<{ id: string }>();
named.add(areaNodeSchema, { id: 'AreaNode' });
named.add(classNodeSchema, { id: 'ClassNode' });
named.add(menuItemSchema, { id: 'MenuItem' });
named.add(galleryFolderSchema, { id: 'GalleryFolder' });

const definitionRef = /^#\/definitions\/(.+)$/;
const componentRef = (name: string) => `#/components/schemas/${name}`;

/**
 * Collects the named schemas as components, so that every `$ref` of the document resolves: zod writes them
 * into each converted schema's own `definitions`, which OpenAPI 3.0 does not have.
 */
class Components {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly text = new Map<string, string>();

  /** A zod schema as an OpenAPI 3.0 schema, its named parts moved to the components. */
  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      target: 'openapi-3.0',
      metadata: named,
    }) as JsonSchema;
    const definitions = (json.definitions ?? {}) as Record<string, JsonSchema>;
    delete json.definitions;
    // A named schema can differ as input (defaults make fields optional) and as output: inputs get a suffix.
    const names = new Map<string, string>();
    for (const id of Object.keys(definitions)) {
      if (id.startsWith('__schema'))
        throw new Error(
          'A recursive schema of the contracts has no name: add it to `named` in apps/server/src/lib/openapi.ts ' +
            'so that the OpenAPI document can make it a component.',
        );
      names.set(id, io === 'input' ? `${id}Input` : id);
    }
    for (const [id, definition] of Object.entries(definitions)) {
      const name = names.get(id) as string;
      const fixed = tidy(definition, names);
      const text = JSON.stringify(fixed);
      const known = this.text.get(name);
      if (known !== undefined && known !== text)
        throw new Error(`The component ${name} has two different forms in the contracts.`);
      this.text.set(name, text);
      this.schemas[name] = fixed;
    }
    return tidy(json, names);
  }
}

/**
 * Rewrites a converted schema for OpenAPI 3.0: `#/definitions/X` references point to the components, and a
 * record over a closed set of keys (zod writes `required` with no `properties`) lists those keys.
 */
function tidy(schema: JsonSchema, names: Map<string, string>): JsonSchema {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object') return value;
    const out: JsonSchema = {};
    for (const [key, child] of Object.entries(value)) out[key] = visit(child);
    const ref = typeof out.$ref === 'string' ? definitionRef.exec(out.$ref) : null;
    if (ref?.[1]) out.$ref = componentRef(names.get(ref[1]) ?? ref[1]);
    const values = out.additionalProperties;
    if (Array.isArray(out.required) && !out.properties && values && typeof values === 'object') {
      out.properties = Object.fromEntries((out.required as string[]).map((key) => [key, values]));
      out.additionalProperties = false;
    }
    return out;
  };
  return visit(schema) as JsonSchema;
}

/** An upload's form: the body schema's text fields, then the file (binary) in the upload's field. */
function uploadBody(ep: AnyEndpoint, components: Components) {
  const upload = ep.upload!;
  const fields = ep.body ? components.convert(ep.body, 'input') : { type: 'object', properties: {} };
  const required = [...((fields.required as string[] | undefined) ?? []), upload.field];
  return {
    required: true,
    description: `One file of at most ${upload.maxBytes} bytes in \`${upload.field}\`; no file or a second one is 40000.`,
    content: {
      'multipart/form-data': {
        schema: {
          ...fields,
          properties: {
            ...((fields.properties as Record<string, unknown> | undefined) ?? {}),
            [upload.field]: { type: 'string', format: 'binary' },
          },
          required,
        },
        encoding: { [upload.field]: { contentType: upload.types.join(', ') } },
      },
    },
  };
}

/** The slider's proof that a call sending an SMS code carries (Endpoint.slider). */
const sliderHeader = {
  name: headerNames.captchaValid,
  in: 'header',
  required: true,
  description:
    'The one-use `captchaVerification` of a slider solved just before (/auth/captcha/get, /auth/captcha/check); ' +
    'missing: 40102, unknown, used or expired: 40101.',
  schema: { type: 'string', minLength: 1, maxLength: 128 },
};

/** The OpenAPI 3 document, generated from the same zod contracts the server validates with. */
export function buildOpenApiDocument(version: string) {
  const components = new Components();
  const errorEnvelope = components.convert(errorEnvelopeSchema, 'output');
  const queryParameters = (query: z.ZodType | undefined) => {
    if (!query) return [];
    const json = components.convert(query, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = (json.required ?? []) as string[];
    return Object.entries(properties).map(([name, schema]) => ({
      name,
      in: 'query',
      required: required.includes(name),
      schema,
    }));
  };
  const errors = {
    400: {
      description: 'code 40000: a query or body value failed its schema; msg names the field, translated',
      content: { 'application/json': { schema: errorEnvelope } },
    },
    default: {
      description: 'non-zero code with a translated message (see the error catalogue)',
      content: { 'application/json': { schema: errorEnvelope } },
    },
  };
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (path: string, method: string, operation: Record<string, unknown>) => {
    paths[`/api${path}`] = { ...paths[`/api${path}`], [method.toLowerCase()]: operation };
  };
  for (const { operationId, endpoint: ep } of operations) {
    const success = ep.kind === 'page' ? pageEnvelopeSchema(ep.result) : envelopeSchema(ep.result);
    add(ep.path, ep.method, {
      operationId,
      tags: [ep.tag],
      summary: ep.summary,
      ...(ep.permissions
        ? {
            description:
              (ep.centre
                ? `A session of the ${ep.centre} centre (\`${centreCodes[ep.centre as ConsoleCentre]}\`), else 40300. `
                : '') +
              `Needs one of the permission codes ${ep.permissions.map((c) => `\`${c}\``).join(', ')} (or \`*\`), else 40300.`,
          }
        : {}),
      security: ep.auth ? signedIn : optionalSession.has(ep) ? [{}, ...signedIn] : [],
      parameters: [...queryParameters(ep.query), ...(ep.slider ? [sliderHeader] : [])],
      ...(ep.upload
        ? { requestBody: uploadBody(ep, components) }
        : ep.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: components.convert(ep.body, 'input') } },
              },
            }
          : {}),
      responses: {
        200: {
          description: 'code 0 on success',
          content: { 'application/json': { schema: components.convert(success, 'output') } },
        },
        ...errors,
      },
    });
  }
  for (const { operationId, download, tag, auth, types } of fileOperations) {
    add(download.path, download.method, {
      operationId,
      tags: [tag],
      summary: download.summary,
      security: auth ? signedIn : [],
      parameters: queryParameters(download.query),
      responses: {
        200: {
          description: 'the file, as an attachment',
          content: Object.fromEntries(
            types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
          ),
        },
        ...errors,
      },
    });
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Mall storefront API',
      version,
      description:
        'Every reply is `{code, msg, ext}` (or `{code, msg, rows, total}` for pages). code 0 is success; 50002/50014 mean the session is missing or expired.',
    },
    // Relative: the server that serves this document (paths carry their /api prefix).
    servers: [{ url: '/', description: 'this server' }],
    tags,
    paths,
    components: { schemas: components.schemas, securitySchemes },
  };
}
