// OpenAPI document generated from the route schemas (/api/docs/json) and the browsable page (/api/docs).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { FILTERED_DESCRIPTION } from '../schemas/clients';

const description = [
  'API of the business-education website. Every answer is the envelope `{ success, data, message }`;',
  'messages are in Bulgarian. Writes to articles, courses, events, categories and images need',
  '`Authorization: Bearer <accessToken>` from POST /api/auth/verify-token (valid 12 hours).',
  'Client data needs the staff token CLIENTS_TOKEN as the `token` query parameter or a Bearer header.',
  '',
  `**Filtered clients.** ${FILTERED_DESCRIPTION}`,
].join('\n');

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Бизнес Академия API', version: '1.0.0', description },
      servers: [],
      components: {
        securitySchemes: {
          adminBearer: { type: 'http', scheme: 'bearer', description: 'accessToken from POST /api/auth/verify-token' },
          clientsToken: { type: 'apiKey', in: 'query', name: 'token', description: 'CLIENTS_TOKEN' },
          clientsBearer: { type: 'http', scheme: 'bearer', description: 'CLIENTS_TOKEN' },
        },
      },
    },
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
