// OpenAPI document generated from the route schemas (/api/docs/json) and the browsable page (/api/docs).
import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { FILTERED_DESCRIPTION } from '../schemas/clients';

const description = [
  'API of the business-education website. Every answer is the envelope `{ success, data, message }`;',
  'messages are in Bulgarian. Writes to articles, courses, events, categories and images need',
  '`Authorization: Bearer <accessToken>` from POST /api/auth/verify-token or /api/auth/sign-in (valid 12 hours after its last use, 7 days at the most).',
  'Client data needs the staff token CLIENTS_TOKEN as the `token` query parameter or a Bearer header.',
  '',
  `**Filtered clients.** ${FILTERED_DESCRIPTION}`,
].join('\n');

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** `get` + `/api/courses/slug/{slug}` → `getCoursesSlugBySlug`: unique, since a method and path are. */
export function operationIdOf(method: string, path: string): string {
  const segments = path
    .replace(/^\/api\//, '')
    .split('/')
    .map((segment) => segment.replace(/^\{(.+)\}$/, 'by-$1'));
  const words = [method, ...segments]
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('');
}

interface DocumentedOperation {
  operationId?: string;
  security?: unknown[];
}
const isOperation = (value: unknown): value is DocumentedOperation => typeof value === 'object' && value !== null;

/**
 * What every operation states unless its route says otherwise: an operationId for client generators, and
 * `security: []` on the public ones (an operation that names no credential needs none; a test checks that
 * each of them answers without one).
 */
const withOperationDefaults: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const document = documentObject.openapiObject;
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation: unknown = item && Reflect.get(item, method);
      if (!isOperation(operation)) continue;
      operation.operationId ??= operationIdOf(method, path);
      operation.security ??= [];
    }
  }
  return document;
};

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Бизнес Академия API', version: '1.0.0', description },
      // The API is served by the same origin as the site: relative to wherever the document was read.
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          adminBearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'accessToken from POST /api/auth/sign-in or /api/auth/verify-token, or a personal token (POST /api/auth/tokens), acting with ' +
              'the person’s role; or CLIENTS_TOKEN (sales: clients, mail). A requirement’s scope is the permission the route needs: ' +
              'without it the answer is 403. The routes about one’s own sessions and tokens take only an accessToken.',
          },
          clientsToken: { type: 'apiKey', in: 'query', name: 'token', description: 'CLIENTS_TOKEN (sales), an access token or a personal token' },
          clientsBearer: { type: 'http', scheme: 'bearer', description: 'CLIENTS_TOKEN (sales), an access token or a personal token' },
        },
      },
    },
    transformObject: withOperationDefaults,
  });
  // staticCSP scopes the policy the UI page needs to /api/docs; without upgrade-insecure-requests, which
  // would break the page on a plain-HTTP deployment other than localhost.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
