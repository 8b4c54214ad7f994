// Inviting a staff person (an owner, by e-mail and role) and the person accepting: the invitation is a person
// with the status `invited`, a single-use link valid 72 hours and the e-mail with it, written in one
// transaction; accepting sets the person's password (password-rules.ts) and signs them in.
import type { AuthToken } from '@site/shared';
import type { StaffInvitation, StaffPerson } from '@site/shared/contracts/staff';
import { createRepositories } from '../db/create-repositories';
import type { SessionOrigin } from '../db/repositories/admin-sessions';
import { toStaffPersonAnswer } from '../db/repositories/staff-people';
import { badRequest, conflict } from '../lib/http-error';
import { isUniqueViolation } from '../lib/pg-errors';
import { INVITATION_HOURS, staffInvitation } from '../mail/staff-messages';
import type { RouteContext } from '../routes/route-context';
import { passwordProblem } from './password-rules';
import { openSession } from './open-session';
import { hashPassword } from './passwords';

export const invitationMessages = {
  emailTaken: 'Вече има човек от екипа с този имейл',
  remotesRequired: 'Изберете поне един ремоут, който екипът може да пуска',
  linkInvalid: 'Връзката от поканата е невалидна, изтекла или вече използвана. Помолете за нова покана.',
  invited: 'Поканата е изпратена',
} as const;

export async function invite(ctx: RouteContext, invitation: StaffInvitation): Promise<StaffPerson> {
  const remotes = invitation.role === 'team' ? (invitation.remotes ?? []) : [];
  if (invitation.role === 'team' && remotes.length === 0) throw badRequest(invitationMessages.remotesRequired, { field: 'remotes' });
  const mailContext = await ctx.mail.context();
  try {
    const person = await ctx.database.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const created = await repos.staffPeople.create({
        email: invitation.email,
        name: invitation.name.trim(),
        role: invitation.role,
        status: 'invited',
        remotes,
      });
      const token = await repos.staffLinks.create(created.id, 'invitation', INVITATION_HOURS * 3_600_000);
      await repos.outbox.add([staffInvitation(mailContext, { email: created.email ?? invitation.email, name: created.name, role: created.role }, token)]);
      return created;
    });
    ctx.mail.worker.kick();
    return toStaffPersonAnswer(person);
  } catch (error: unknown) {
    if (isUniqueViolation(error)) throw conflict(invitationMessages.emailTaken, { field: 'email' });
    throw error;
  }
}

/** Sets the invited person's password from the link's token and signs them in. */
export async function acceptInvitation(ctx: RouteContext, token: string, password: string, origin: SessionOrigin): Promise<AuthToken> {
  const { repos } = ctx;
  const personId = await repos.staffLinks.personOf(token, 'invitation');
  const person = personId === null ? null : await repos.staffPeople.byId(personId);
  if (!person || person.status !== 'invited') throw badRequest(invitationMessages.linkInvalid, { field: 'token' });
  const problem = passwordProblem(password, person.email ?? '');
  if (problem) throw badRequest(problem, { field: 'password' });
  const passwordHash = await hashPassword(password);
  // Used once: of two acceptances at the same moment, one sets the password.
  if (!(await repos.staffLinks.use(token, 'invitation'))) throw badRequest(invitationMessages.linkInvalid, { field: 'token' });
  await repos.staffPeople.activate(person.id, passwordHash);
  await repos.staffPeople.recordSignIn(person.id);
  return openSession(repos, person, origin);
}
