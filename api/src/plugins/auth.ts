// Credentials: the administrator password and its access tokens, and the staff token for client data.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthToken } from '@site/shared';
import type { AdminSessionsRepository } from '../db/repositories/admin-sessions';
import type { AuthFailuresRepository, CredentialScope } from '../db/repositories/auth-failures';
import { tooManyRequests, unauthorized } from '../lib/http-error';
import { secretsEqual } from '../lib/secure-compare';

export const authMessages = {
  wrongPassword: 'Грешна парола',
  tooManyAttempts: 'Твърде много опити. Опитайте отново след минута.',
  loginRequired: 'Необходим е вход като администратор',
  sessionInvalid: 'Сесията е невалидна или изтекла. Влезте отново.',
  signedOut: 'Излязохте от системата',
  clientsTokenMissing: 'Липсва токен за достъп',
  clientsTokenWrong: 'Невалиден токен за достъп',
} as const;

export interface AuthOptions {
  adminPassword: string;
  clientsToken: string;
  sessions: AdminSessionsRepository;
  failures: AuthFailuresRepository;
}

export type Auth = ReturnType<typeof createAuth>;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export function createAuth(options: AuthOptions) {
  async function hasAdminSession(request: FastifyRequest): Promise<boolean> {
    const token = bearerToken(request);
    return token !== null && (await options.sessions.isValid(token));
  }

  /**
   * Compares first, then counts only a wrong secret (401, or 429 once the address is past its limit). A right
   * one is refused (429) only while the address has used up its failures: a burst of guesses still stops at
   * the limit, since each failure is counted atomically in the database before its answer is given.
   */
  async function checkSecret(request: FastifyRequest, scope: CredentialScope, given: string, expected: string, wrongMessage: string): Promise<void> {
    if (secretsEqual(given, expected)) {
      if (await options.failures.isBlocked(scope, request.ip)) throw tooManyRequests(authMessages.tooManyAttempts);
      return;
    }
    const withinLimit = await options.failures.recordFailure(scope, request.ip);
    throw withinLimit ? unauthorized(wrongMessage) : tooManyRequests(authMessages.tooManyAttempts);
  }

  return {
    /** Checks the typed password; a wrong one counts against the caller's address. */
    async verifyPassword(request: FastifyRequest, password: string): Promise<AuthToken> {
      await checkSecret(request, 'admin-password', password, options.adminPassword, authMessages.wrongPassword);
      return options.sessions.create();
    },

    hasAdminSession,

    /** Ends the caller's session (checked by requireAdmin first): its token is refused from now on, by every process. */
    async signOut(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request);
      if (token !== null) await options.sessions.end(token);
    },

    /** onRequest hook (before the body is read or validated) of every write to articles, courses, events, categories and images. */
    async requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      if (bearerToken(request) === null) throw unauthorized(authMessages.loginRequired);
      if (!(await hasAdminSession(request))) throw unauthorized(authMessages.sessionInvalid);
    },

    /** onRequest hook (before validation) of every client-data read: the staff token as `token` query parameter or Bearer header. */
    async requireClientsToken(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      const query = request.query;
      const fromQuery = query && typeof query === 'object' && 'token' in query && typeof query.token === 'string' ? query.token : '';
      const token = fromQuery || bearerToken(request);
      if (!token) throw unauthorized(authMessages.clientsTokenMissing);
      await checkSecret(request, 'clients-token', token, options.clientsToken, authMessages.clientsTokenWrong);
    },
  };
}
