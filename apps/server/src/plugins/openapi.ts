import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import {
  API_BASE_PATH,
  CALL_LIST,
  PUBLIC,
  REQUEST_HEADERS,
  type CallDef,
  type Permission,
} from '@ecloud/contract';
import '../lib/fastify-types.ts';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<
    string,
    unknown
  >;

const describePermission = (p: Permission): string =>
  p.kind === 'public'
    ? 'public'
    : p.kind === 'session'
      ? 'any signed-in user'
      : `signed-in, holding one of: ${p.anyOf.join(', ')}`;

const headerParams = (call: CallDef) => [
  {
    name: REQUEST_HEADERS.token,
    in: 'header',
    required: false,
    schema: { type: 'string' },
    description: "Session token ('' when signed out)",
  },
  {
    name: REQUEST_HEADERS.timestamp,
    in: 'header',
    required: true,
    schema: { type: 'string' },
    description: 'Milliseconds since the epoch; within 5 minutes of the server clock',
  },
  {
    name: REQUEST_HEADERS.code,
    in: 'header',
    required: true,
    schema: { type: 'string', const: call.code },
    description: 'The business code of this call',
  },
  {
    name: REQUEST_HEADERS.sign,
    in: 'header',
    required: true,
    schema: { type: 'string' },
    description: "md5('web' + path + code + timestamp + token), lowercase hex",
  },
  {
    name: REQUEST_HEADERS.source,
    in: 'header',
    required: true,
    schema: { type: 'string', const: 'web' },
  },
];

function queryParams(call: CallDef) {
  const schema = jsonSchema(call.input, 'input') as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: s,
  }));
}

/**
 * The OpenAPI document, generated from the call table: what is served is what is documented.
 * Built once per process (about 0.1 s of converting every call's schemas; each server test file
 * builds an app) and shared: @fastify/swagger's static mode serves it as given, unchanged.
 */
let built: ReturnType<typeof buildDocument> | undefined;
const openApiDocument = () => (built ??= buildDocument());

function buildDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of CALL_LIST.filter((c) => !c.planned)) {
    paths[call.path] = {
      [call.method.toLowerCase()]: {
        summary: call.summary,
        description: `Business code \`${call.code}\`. Permission: ${describePermission(call.permission)}.${call.pathChosen ? ' (Path chosen by eCloud; the spec names the call without one.)' : ''}`,
        parameters: [...headerParams(call), ...(call.method === 'GET' ? queryParams(call) : [])],
        ...(call.method === 'POST'
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: jsonSchema(call.input, 'input') } },
              },
            }
          : {}),
        responses: {
          200: {
            description:
              'The envelope: code 200 with data, or another code of the catalogue with a message',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['code', 'message', 'data'],
                  properties: {
                    code: { type: 'integer' },
                    message: { type: 'string' },
                    data: jsonSchema(call.output, 'output'),
                  },
                },
              },
            },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'eCloud console API',
      version: '1.0.0',
      description:
        'Every answer is {code, message, data} with HTTP 200. Codes: 200 success, 400 bad input, 401 bad signature, 403 no permission, 404 not found, 407 session invalid, 409 conflict, 413 body too large, 429 too many attempts, 500 server error, 504 time-out.',
    },
    servers: [{ url: API_BASE_PATH }],
    paths,
  };
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, permission: PUBLIC };
    });
    await scope.register(swagger, {
      mode: 'static',
      specification: { document: openApiDocument() as never },
    });
    await scope.register(swaggerUi, { routePrefix: `${API_BASE_PATH}/docs` });
  });
}
