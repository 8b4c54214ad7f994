// Credentials and what they may do (api/src/staff/roles.ts): an access token acts with the role of the person
// it signed in (a staff person by e-mail and password, or the first owner by the administrator password), and
// so does a person's personal token; the shared staff token (CLIENTS_TOKEN) acts as sales. Every staff route requires a permission: no credential or
// a wrong one is 401, a right one whose role lacks the permission is 403.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthToken } from '@site/shared';
import { auditEvent, type AuditActor } from '../audit/audit-log';
import type { Repositories } from '../db/create-repositories';
import type { SessionOrigin, SessionPerson } from '../db/repositories/admin-sessions';
import type { StaffPerson } from '../db/repositories/staff-people';
import type { CredentialScope } from '../db/repositories/auth-failures';
import { normalEmail } from '../db/repositories/staff-people';
import { isPersonalToken, type UsedToken } from '../db/repositories/staff-tokens';
import { forbidden, HttpError, tooManyRequests, unauthorized } from '../lib/http-error';
import { secretsEqual } from '../lib/secure-compare';
import { fromThisSite, sessionCookieOf } from './session-cookie';
import { openSession } from '../staff/open-session';
import { passwordMatches } from '../staff/passwords';
import { can, type Permission, type Role } from '../staff/roles';
import { relyingParty } from '../staff/passkeys';
import { proveSecondFactor, secondFactorMessages, secondFactorPrompt, usesSecondFactor, type SecondFactorProof } from '../staff/second-factor';

export const authMessages = {
  wrongPassword: 'Грешна парола',
  wrongSignIn: 'Грешен имейл или парола',
  tooManyAttempts: 'Твърде много опити. Опитайте отново след минута.',
  loginRequired: 'Необходим е вход като администратор',
  sessionInvalid: 'Сесията е невалидна или изтекла. Влезте отново.',
  signedOut: 'Излязохте от системата',
  sessionEnded: 'Сесията е прекратена',
  sessionNotFound: 'Няма такава сесия',
  clientsTokenMissing: 'Липсва токен за достъп',
  clientsTokenWrong: 'Невалиден токен за достъп',
  forbidden: 'Нямате права за това действие',
  otherSite: 'Заявката идва от друг сайт и не е приета',
} as const;

/** Who a request's credential stands for. */
export interface Principal {
  role: Role;
  /** `session`: an access token from a sign-in; `personal-token`: a person's token; `shared-token`: CLIENTS_TOKEN. */
  credential: 'session' | 'personal-token' | 'shared-token';
  /** The person signed in (none for the shared token). */
  personId: number | null;
  /** For the `team` role: the remotes it may release. */
  remotes: string[];
  /** The personal token used, if one was. */
  token: UsedToken | null;
}

export interface AuthOptions {
  adminPassword: string;
  clientsToken: string;
  /** The site's address (PUBLIC_URL): the relying party of passkeys. */
  publicUrl: string | null;
  repos: Repositories;
}

export type Auth = ReturnType<typeof createAuth>;

/** The credential of the request: its Authorization header, or else the console's session cookie. */
function credentialOf(request: FastifyRequest): string | null {
  const bearer = bearerToken(request);
  if (bearer !== null) return bearer;
  const cookie = sessionCookieOf(request);
  if (cookie !== null && !fromThisSite(request)) throw forbidden(authMessages.otherSite);
  return cookie;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Where a sign-in comes from, kept with its session for the person to see. */
export function sessionOrigin(request: FastifyRequest): SessionOrigin {
  const userAgent = request.headers['user-agent'];
  return { address: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

/** The staff token of the client-data routes, which the spec's lookup screens send as `?token=`. */
function queryToken(request: FastifyRequest): string {
  const query = request.query;
  return query && typeof query === 'object' && 'token' in query && typeof query.token === 'string' ? query.token : '';
}

export function createAuth(options: AuthOptions) {
  const { repos } = options;
  const failures = repos.authFailures;

  /** A sign-in's event in the audit log: `ok` (200) or refused (401). */
  const auditSignIn = (
    request: FastifyRequest,
    action: string,
    personId: number | null,
    credential: AuditActor['credential'],
    status: 200 | 401,
    token: UsedToken | null = null,
  ) => repos.auditEvents.add(auditEvent(request, { personId, credential, token }, action, status));
  /** The person an access token or a personal token acts for, and which credential it is; null for neither. */
  async function personOfToken(token: string) {
    if (isPersonalToken(token)) {
      const person = await repos.staffTokens.personOf(token);
      return person && { person, credential: 'personal-token' as const, mustEnrol: false, token: person.token };
    }
    const person = await repos.adminSessions.personOf(token);
    return person && { person, credential: 'session' as const, mustEnrol: person.mustEnrol, token: null };
  }

  /** Whether `token` is the shared staff token and no owner revoked it. */
  async function isSharedToken(token: string): Promise<boolean> {
    return secretsEqual(token, options.clientsToken) && !repos.staffPolicy.isRevoked(await repos.staffPolicy.get(), token);
  }

  /**
   * A sign-in's second factor: without a proof 401 asking for it (with passkey options when the person has one);
   * a wrong or used code, or a passkey that does not verify, counts as a failure.
   */
  async function checkSecondFactor(request: FastifyRequest, person: StaffPerson, account: string, proof: SecondFactorProof): Promise<void> {
    const rp = relyingParty(request, options.publicUrl);
    const outcome = await proveSecondFactor(repos, person, proof, rp);
    if (outcome === 'missing') throw unauthorized(secondFactorMessages.codeRequired, await secondFactorPrompt(repos, person, rp));
    if (outcome === 'ok') return;
    await auditSignIn(request, 'sign-in.second-factor', person.id, 'none', 401);
    const byAddress = await failures.recordFailure('admin-password', request.ip);
    const byAccount = await failures.recordFailure('sign-in-account', account);
    throw byAddress && byAccount ? unauthorized(secondFactorMessages.wrongCode, { field: 'code' }) : tooManyRequests(authMessages.tooManyAttempts);
  }

  /**
   * Compares first, then counts only a wrong secret (401, or 429 once the address is past its limit). A right
   * one is refused (429) only while the address has used up its failures: a burst of guesses still stops at
   * the limit, since each failure is counted atomically in the database before its answer is given.
   */
  async function checkSecret(request: FastifyRequest, scope: CredentialScope, given: string, expected: string, wrongMessage: string): Promise<void> {
    if (secretsEqual(given, expected)) {
      if (await failures.isBlocked(scope, request.ip)) throw tooManyRequests(authMessages.tooManyAttempts);
      return;
    }
    const withinLimit = await failures.recordFailure(scope, request.ip);
    throw withinLimit ? unauthorized(wrongMessage) : tooManyRequests(authMessages.tooManyAttempts);
  }

  /**
   * The principal of the request's credential (a Bearer header, or `?token=` on the client-data routes), or
   * 401. A wrong staff token on a client-data route counts against the address as the password does.
   */
  async function principalOf(request: FastifyRequest, permission: Permission): Promise<Principal> {
    const clientData = permission === 'clients';
    const token = (clientData ? queryToken(request) : '') || credentialOf(request);
    if (!token) throw unauthorized(clientData ? authMessages.clientsTokenMissing : authMessages.loginRequired);
    if (await isSharedToken(token)) {
      if (clientData && (await failures.isBlocked('clients-token', request.ip))) throw tooManyRequests(authMessages.tooManyAttempts);
      return { role: 'sales', credential: 'shared-token', personId: null, remotes: [], token: null };
    }
    const found = await personOfToken(token);
    if (found?.mustEnrol) throw forbidden(secondFactorMessages.enrolFirst);
    if (found)
      return { role: found.person.role, credential: found.credential, personId: found.person.personId, remotes: found.person.remotes, token: found.token };
    if (!clientData) throw unauthorized(authMessages.sessionInvalid);
    const withinLimit = await failures.recordFailure('clients-token', request.ip);
    throw withinLimit ? unauthorized(authMessages.clientsTokenWrong) : tooManyRequests(authMessages.tooManyAttempts);
  }

  /** The person and session of the request's access token, or 401. */
  async function sessionOf(request: FastifyRequest): Promise<SessionPerson> {
    const token = credentialOf(request);
    if (token === null) throw unauthorized(authMessages.loginRequired);
    const person = await repos.adminSessions.personOf(token);
    if (!person) throw unauthorized(authMessages.sessionInvalid);
    return person;
  }

  return {
    /**
     * Checks the administrator password, or a personal token (a wrong one counts against the caller's address):
     * a session of the first owner, or of the token's person.
     */
    async verifyPassword(request: FastifyRequest, password: string): Promise<AuthToken> {
      if (isPersonalToken(password)) {
        const person = await repos.staffTokens.personOf(password);
        if (!person) {
          await auditSignIn(request, 'sign-in.personal-token', null, 'none', 401);
          const withinLimit = await failures.recordFailure('admin-password', request.ip);
          throw withinLimit ? unauthorized(authMessages.wrongPassword) : tooManyRequests(authMessages.tooManyAttempts);
        }
        if (await failures.isBlocked('admin-password', request.ip)) throw tooManyRequests(authMessages.tooManyAttempts);
        await auditSignIn(request, 'sign-in.personal-token', person.personId, 'personal-token', 200, person.token);
        return openSession(repos, (await repos.staffPeople.byId(person.personId))!, sessionOrigin(request));
      }
      const owner = await repos.staffPeople.firstOwner();
      try {
        await checkSecret(request, 'admin-password', password, options.adminPassword, authMessages.wrongPassword);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) await auditSignIn(request, 'sign-in.admin-password', owner?.id ?? null, 'none', 401);
        throw error;
      }
      if (!owner || owner.status !== 'active') throw unauthorized(authMessages.wrongPassword);
      // The password alone never gets past a second factor the owner enrolled.
      if (await usesSecondFactor(repos, owner)) {
        await auditSignIn(request, 'sign-in.admin-password', owner.id, 'none', 401);
        throw unauthorized(secondFactorMessages.adminPasswordNeedsCode);
      }
      await auditSignIn(request, 'sign-in.admin-password', owner.id, 'session', 200);
      await repos.staffPeople.recordSignIn(owner.id);
      return openSession(repos, owner, sessionOrigin(request));
    },

    /**
     * A staff person's sign-in by e-mail and password, and the code of their second factor if they use one.
     * Unknown e-mail, wrong password and a person not active get the same answer after the same work (one
     * Argon2id check); each, and each wrong code, counts against the address and the account.
     */
    async signIn(request: FastifyRequest, email: string, password: string, proof: SecondFactorProof = {}): Promise<AuthToken> {
      const account = normalEmail(email);
      const person = await repos.staffPeople.byEmail(account);
      const usesAdminPassword = person?.firstOwner === true && person.passwordHash === null;
      // The first owner without a password of their own signs in with ADMIN_PASSWORD, after the same (decoy) check.
      const checked = await passwordMatches(usesAdminPassword ? null : (person?.passwordHash ?? null), password);
      const matches = usesAdminPassword ? secretsEqual(password, options.adminPassword) : checked;
      if (person && matches && person.status === 'active') {
        const blocked = (await failures.isBlocked('admin-password', request.ip)) || (await failures.isBlocked('sign-in-account', account));
        if (blocked) throw tooManyRequests(authMessages.tooManyAttempts);
        if (await usesSecondFactor(repos, person)) await checkSecondFactor(request, person, account, proof);
        await repos.staffPeople.recordSignIn(person.id);
        await auditSignIn(request, 'sign-in', person.id, 'session', 200);
        return openSession(repos, person, sessionOrigin(request));
      }
      await auditSignIn(request, 'sign-in', person?.id ?? null, 'none', 401);
      const byAddress = await failures.recordFailure('admin-password', request.ip);
      const byAccount = await failures.recordFailure('sign-in-account', account);
      throw byAddress && byAccount ? unauthorized(authMessages.wrongSignIn) : tooManyRequests(authMessages.tooManyAttempts);
    },

    /**
     * onRequest hook of a staff route: 401 without a valid credential, 403 when its role lacks `permission`, or
     * (a team) the route's `:remote` is not one of its remotes.
     */
    require(permission: Permission) {
      return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
        const principal = await principalOf(request, permission);
        request.auditActor = { personId: principal.personId, credential: principal.credential, token: principal.token };
        request.auditPermission = permission;
        if (!can(principal.role, permission)) throw forbidden(authMessages.forbidden);
        const remote = (request.params as { remote?: unknown } | undefined)?.remote;
        if (principal.role === 'team' && typeof remote === 'string' && !principal.remotes.includes(remote)) throw forbidden(authMessages.forbidden);
      };
    },

    /** Whether the request carries a session or personal token whose role has `permission` (what a public route shows staff too). */
    async may(request: FastifyRequest, permission: Permission): Promise<boolean> {
      const token = credentialOf(request);
      const found = token === null ? null : await personOfToken(token);
      return found !== null && !found.mustEnrol && can(found.person.role, permission);
    },

    /** onRequest hook of the routes about one's own session (sign-out, the session list): a session's access token. */
    async requireSession(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      const session = await sessionOf(request);
      request.auditActor = { personId: session.personId, credential: 'session', token: null };
    },

    sessionOf,

    /** Ends the caller's session (checked by requireSession first): its token is refused from now on, by every process. */
    async signOut(request: FastifyRequest): Promise<void> {
      const token = credentialOf(request);
      if (token !== null) await repos.adminSessions.end(token);
    },
  };
}
