// The one-click withdrawal of marketing consent from a message (RFC 8058). The link is a page
// (/unsubscribe/{token}, the shell's, with one button); its form and mail programs' one-click requests
// POST to the same address. The token names the client and is signed by the server (no sign-in).
import type { FastifyPluginAsync } from 'fastify';
import { UNSUBSCRIBE_PATH, clientOfToken } from '../../mail/unsubscribe-link';
import type { RouteOptions } from '../route-context';

/** What a mail program's one-click request carries (RFC 8058), as a form field. */
const ONE_CLICK = 'List-Unsubscribe=One-Click';
const MAX_BODY_BYTES = 4096;

export const unsubscribeRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  // Scoped to this plugin: forms and mail programs send these; no other route accepts them.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
    (_request, body, done) => {
      done(null, typeof body === 'string' ? body : body.toString('utf8'));
    },
  );

  app.post<{ Params: { token: string }; Body: string | undefined }>(
    `${UNSUBSCRIBE_PATH}:token`,
    {
      config: { keepsPublicCache: true },
      schema: {
        tags: ['consents'],
        operationId: 'unsubscribeByLink',
        summary: 'Withdraws marketing consent by the signed link of a message (one-click, RFC 8058, or the page’s button)',
        description:
          'A mail program’s one-click request (body `List-Unsubscribe=One-Click`) gets 200, or 400 for a link this server did not make or of a person erased since. The page’s form gets 303 to the page, which then says it is done (`?done`) or that the link is not valid (`?invalid`). A withdrawal is logged once, with the source `link`.',
        security: [],
        params: { type: 'object', required: ['token'], additionalProperties: false, properties: { token: { type: 'string', maxLength: 100 } } },
        response: {
          200: { description: 'One-click request: withdrawn (plain text)', type: 'string' },
          303: { description: 'The page’s form: back to the page, with ?done or ?invalid', type: 'null' },
          400: { description: 'One-click request with a link this server did not make (plain text)', type: 'string' },
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const oneClick = typeof request.body === 'string' && request.body.includes(ONE_CLICK);
      const key = (await ctx.mail.context()).unsubscribeKey;
      const clientId = clientOfToken(key, token);
      // A link this server made, of a person who is still a client: an erased person's link is no longer valid.
      const valid = clientId !== null && (await ctx.repos.consents.withdrawMarketingByLink(clientId));
      request.log.info({ oneClick, valid }, 'withdrawal by link');
      reply.header('cache-control', 'no-store');
      if (oneClick)
        return reply
          .code(valid ? 200 : 400)
          .type('text/plain; charset=utf-8')
          .send(valid ? 'Отписахте се.\n' : 'Невалидна връзка.\n');
      return reply.redirect(`${UNSUBSCRIBE_PATH}${encodeURIComponent(token)}?${valid ? 'done' : 'invalid'}`, 303);
    },
  );
};
