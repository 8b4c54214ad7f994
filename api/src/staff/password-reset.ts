// A staff person who forgot their password asks for a link by e-mail and chooses a new one. The request is
// answered at once with the same 202 for every address (a person's or not); looking the address up and
// writing the e-mail happen after the answer, so neither its words nor its time tell whether anyone has it.
// Setting the new password ends every session and personal token of the person and signs them in anew.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AuthToken } from '@site/shared';
import type { LinkPassword } from '@site/shared/contracts/staff';
import { createRepositories } from '../db/create-repositories';
import { normalEmail } from '../db/repositories/staff-people';
import { sessionOrigin } from '../plugins/auth';
import { badRequest, tooManyRequests } from '../lib/http-error';
import { safeErrorLog } from '../lib/safe-error-log';
import { sha256 } from '../lib/secure-compare';
import { PASSWORD_RESET_MINUTES, staffPasswordReset } from '../mail/staff-messages';
import type { RouteContext } from '../routes/route-context';
import { passwordProblem } from './password-rules';
import { openSession } from './open-session';
import { hashPassword } from './passwords';
import { relyingParty } from './passkeys';
import { proveSecondFactor, secondFactorMessages, secondFactorPrompt, usesSecondFactor } from './second-factor';
import { signOutEverywhere } from './staff-changes';

export const passwordResetMessages = {
  requested: 'Ако имейлът е на човек от екипа, до минута ще получите писмо с връзка за нова парола. Връзката важи 30 минути.',
  tooMany: 'Твърде много заявки за нова парола. Опитайте отново след 10 минути.',
  linkInvalid: 'Връзката за нова парола е невалидна, изтекла или вече използвана. Поискайте нова.',
} as const;

/** Requests a window, counted whether or not the address is a person's: from one address, and for one e-mail. */
const RESET_LIMITS = { windowMs: 10 * 60_000, perAddress: 10, perEmail: 3 } as const;

/** Counts the request (429 past a limit, the same for any e-mail); call before answering. */
export async function countResetRequest(ctx: RouteContext, address: string, email: string): Promise<void> {
  const { windowMs, perAddress, perEmail } = RESET_LIMITS;
  const byAddress = await ctx.repos.rateWindows.hit({ scope: 'password-reset:address', key: address, windowMs });
  const byEmail = await ctx.repos.rateWindows.hit({ scope: 'password-reset:email', key: sha256(normalEmail(email)).toString('hex'), windowMs });
  if (byAddress > perAddress || byEmail > perEmail) throw tooManyRequests(passwordResetMessages.tooMany);
}

/** After the answer: an active person with this e-mail gets a link valid 30 minutes; anyone else, nothing. */
export function sendResetLinkLater(ctx: RouteContext, email: string, log: FastifyBaseLogger): void {
  setImmediate(() => {
    sendResetLink(ctx, email).catch((error: unknown) => log.warn({ error: safeErrorLog(error) }, 'password reset e-mail not queued'));
  });
}

async function sendResetLink(ctx: RouteContext, email: string): Promise<void> {
  const person = await ctx.repos.staffPeople.byEmail(email);
  if (!person?.email || person.status !== 'active') return;
  const mailContext = await ctx.mail.context();
  await ctx.database.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const token = await repos.staffLinks.create(person.id, 'password-reset', PASSWORD_RESET_MINUTES * 60_000);
    await repos.outbox.add([staffPasswordReset(mailContext, { email: person.email!, name: person.name }, token)]);
  });
  ctx.mail.worker.kick();
}

/**
 * Sets the new password from the link's token; every session of the person ends, and a new one begins. A person
 * who uses a second factor gives its code too: the e-mail alone does not get past it.
 */
export async function completePasswordReset(ctx: RouteContext, request: FastifyRequest, link: LinkPassword): Promise<AuthToken> {
  const { repos } = ctx;
  const { token, password } = link;
  const personId = await repos.staffLinks.personOf(token, 'password-reset');
  const person = personId === null ? null : await repos.staffPeople.byId(personId);
  if (!person || person.status !== 'active') throw badRequest(passwordResetMessages.linkInvalid, { field: 'token' });
  const problem = passwordProblem(password, person.email ?? '');
  if (problem) throw badRequest(problem, { field: 'password' });
  if (await usesSecondFactor(repos, person)) {
    const rp = relyingParty(request, ctx.config.publicUrl);
    const outcome = await proveSecondFactor(repos, person, link, rp);
    if (outcome === 'missing') throw badRequest(secondFactorMessages.codeRequired, await secondFactorPrompt(repos, person, rp));
    if (outcome === 'wrong') throw badRequest(secondFactorMessages.wrongCode, { field: 'code' });
  }
  const passwordHash = await hashPassword(password);
  return ctx.database.db.transaction(async (tx) => {
    const txRepos = createRepositories(tx);
    if (!(await txRepos.staffLinks.use(token, 'password-reset'))) throw badRequest(passwordResetMessages.linkInvalid, { field: 'token' });
    await txRepos.staffPeople.setPassword(person.id, passwordHash);
    await signOutEverywhere(txRepos, person.id);
    await txRepos.staffPeople.recordSignIn(person.id);
    return openSession(txRepos, person, sessionOrigin(request));
  });
}
