import { z } from 'zod';
import type { EndpointDef } from './endpoint';

const JSON_SCHEMA_OPTS = { io: 'input', unrepresentable: 'any' } as const;

function schemaOf(s: z.ZodType, io: 'input' | 'output' = 'input') {
  return z.toJSONSchema(s, { ...JSON_SCHEMA_OPTS, io }) as Record<string, unknown>;
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = schemaOf(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}

/** OpenAPI 3.1 document generated from the contract, served at /api/docs/openapi.json. */
export function buildOpenApi(endpoints: readonly EndpointDef[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const path = e.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    const envelope = {
      type: 'object',
      properties: {
        success: { const: true },
        message: { type: 'string' },
        data: schemaOf(e.response, 'output'),
      },
      required: ['success', 'data'],
    };
    paths[path] ??= {};
    paths[path][e.method.toLowerCase()] = {
      summary: e.summary,
      security: e.access === 'public' ? [] : [{ bearer: [] }],
      'x-access': e.access,
      ...(e.offline ? { 'x-offline': true } : {}),
      parameters: [...parameters(e.params, 'path'), ...parameters(e.query, 'query')],
      ...(e.files
        ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: formSchemaOf(e) } } } }
        : e.body
          ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(e.body) } } } }
          : {}),
      responses: {
        '200': { description: 'Success', content: { 'application/json': { schema: envelope } } },
        default: {
          description: 'Error envelope',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            success: { const: false },
            message: { type: 'string' },
            error: {
              type: 'object',
              properties: {
                errorCode: { type: 'string' },
                errorMessage: { type: 'string' },
                errors: { type: 'object', additionalProperties: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  };
}

/** A multipart endpoint's form: its text fields, then each file part as binary (issue 22). */
function formSchemaOf(e: EndpointDef): Record<string, unknown> {
  const fields = (e.body ? schemaOf(e.body) : { type: 'object', properties: {} }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const files = Object.entries(e.files ?? {});
  return {
    type: 'object',
    properties: {
      ...fields.properties,
      ...Object.fromEntries(
        files.map(([name, part]) => [
          name,
          {
            type: 'string',
            format: 'binary',
            description: `${part.types.join(', ')}; at most ${part.maxBytes} bytes`,
          },
        ]),
      ),
    },
    required: [...(fields.required ?? []), ...files.filter(([, p]) => p.required).map(([name]) => name)],
  };
}
