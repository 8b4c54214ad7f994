// Credentials: the administrator password and its access tokens, and the staff token for client data.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthToken } from '@site/shared';
import type { AdminSessionsRepository } from '../db/repositories/admin-sessions';
import { FailureLimiter } from '../lib/failure-limiter';
import { tooManyRequests, unauthorized } from '../lib/http-error';
import { secretsEqual } from '../lib/secure-compare';

export const authMessages = {
  wrongPassword: 'Грешна парола',
  tooManyAttempts: 'Твърде много опити. Опитайте отново след минута.',
  loginRequired: 'Необходим е вход като администратор',
  sessionInvalid: 'Сесията е невалидна или изтекла. Влезте отново.',
  clientsTokenMissing: 'Липсва токен за достъп',
  clientsTokenWrong: 'Невалиден токен за достъп',
} as const;

export const MAX_FAILURES_PER_MINUTE = 5;

export interface AuthOptions {
  adminPassword: string;
  clientsToken: string;
  sessions: AdminSessionsRepository;
}

export type Auth = ReturnType<typeof createAuth>;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export function createAuth(options: AuthOptions) {
  // Per process: with several processes behind a balancer each one allows its own five a minute.
  const passwordFailures = new FailureLimiter(MAX_FAILURES_PER_MINUTE, 60_000);
  const clientTokenFailures = new FailureLimiter(MAX_FAILURES_PER_MINUTE, 60_000);

  async function hasAdminSession(request: FastifyRequest): Promise<boolean> {
    const token = bearerToken(request);
    return token !== null && (await options.sessions.isValid(token));
  }

  return {
    /** Checks the typed password; a wrong one counts against the caller's address. */
    async verifyPassword(request: FastifyRequest, password: string): Promise<AuthToken> {
      if (passwordFailures.isBlocked(request.ip)) throw tooManyRequests(authMessages.tooManyAttempts);
      if (!secretsEqual(password, options.adminPassword)) {
        passwordFailures.recordFailure(request.ip);
        throw unauthorized(authMessages.wrongPassword);
      }
      return options.sessions.create();
    },

    hasAdminSession,

    /** preHandler for every write to articles, courses, events, categories and images. */
    async requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      if (bearerToken(request) === null) throw unauthorized(authMessages.loginRequired);
      if (!(await hasAdminSession(request))) throw unauthorized(authMessages.sessionInvalid);
    },

    /** preHandler for client data: the staff token as `token` query parameter or Bearer header. */
    async requireClientsToken(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      if (clientTokenFailures.isBlocked(request.ip)) throw tooManyRequests(authMessages.tooManyAttempts);
      const query = request.query;
      const fromQuery = query && typeof query === 'object' && 'token' in query && typeof query.token === 'string' ? query.token : '';
      const token = fromQuery || bearerToken(request);
      if (!token) throw unauthorized(authMessages.clientsTokenMissing);
      if (!secretsEqual(token, options.clientsToken)) {
        clientTokenFailures.recordFailure(request.ip);
        throw unauthorized(authMessages.clientsTokenWrong);
      }
    },
  };
}
