import {
  type AnyEndpoint,
  accountEndpoints,
  addressEndpoints,
  authEndpoints,
  benefitsEndpoints,
  cartEndpoints,
  catalogEndpoints,
  chatEndpoints,
  contentEndpoints,
  envelopeSchema,
  errorEnvelopeSchema,
  galleryEndpoints,
  hallsEndpoints,
  merchantEndpoints,
  orderEndpoints,
  pageEnvelopeSchema,
  paymentEndpoints,
  profileEndpoints,
  quickOrderEndpoints,
  registerEndpoints,
  systemEndpoints,
} from '@mall/contracts';
import { z } from 'zod';

export const allEndpoints: AnyEndpoint[] = [
  ...Object.values(systemEndpoints),
  ...Object.values(contentEndpoints),
  ...Object.values(catalogEndpoints),
  ...Object.values(chatEndpoints),
  ...Object.values(hallsEndpoints),
  ...Object.values(accountEndpoints),
  ...Object.values(authEndpoints),
  ...Object.values(profileEndpoints),
  ...Object.values(registerEndpoints),
  ...Object.values(cartEndpoints),
  ...Object.values(quickOrderEndpoints),
  ...Object.values(addressEndpoints),
  ...Object.values(orderEndpoints),
  ...Object.values(paymentEndpoints),
  ...Object.values(galleryEndpoints),
  ...Object.values(benefitsEndpoints),
  ...Object.values(merchantEndpoints),
];

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

const toJson = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;

/** The OpenAPI 3 document, generated from the same zod contracts the server validates with. */
export function buildOpenApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const ep of allEndpoints) {
    const parameters: unknown[] = [];
    if (ep.query) {
      const json = toJson(ep.query, 'input');
      for (const [name, schema] of Object.entries(json.properties ?? {})) {
        parameters.push({ name, in: 'query', required: json.required?.includes(name) ?? false, schema });
      }
    }
    if (ep.auth)
      parameters.push({ name: 'X-Access-Token', in: 'header', required: true, schema: { type: 'string' } });
    const success = ep.kind === 'page' ? pageEnvelopeSchema(ep.result) : envelopeSchema(ep.result);
    paths[`/api${ep.path}`] = {
      ...paths[`/api${ep.path}`],
      [ep.method.toLowerCase()]: {
        tags: [ep.tag],
        summary: ep.summary,
        parameters,
        ...(ep.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: toJson(ep.body, 'input') } },
              },
            }
          : {}),
        responses: {
          200: {
            description: 'code 0 on success',
            content: { 'application/json': { schema: toJson(success, 'output') } },
          },
          default: {
            description: 'non-zero code with a translated message (see the error catalogue)',
            content: { 'application/json': { schema: toJson(errorEnvelopeSchema, 'output') } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Mall storefront API',
      version,
      description:
        'Every reply is `{code, msg, ext}` (or `{code, msg, rows, total}` for pages). code 0 is success; 50002/50014 mean the session is missing or expired.',
    },
    paths,
  };
}
