// An owner changing a person: role, remotes, disabled or active again. A person disabled or given another role
// is signed out everywhere at once, their personal tokens revoked; the team always keeps at least one active owner.
import type { StaffChange, StaffPerson } from '@site/shared/contracts/staff';
import { createRepositories, type Repositories } from '../db/create-repositories';
import { toStaffPersonAnswer } from '../db/repositories/staff-people';
import { badRequest, conflict, notFound } from '../lib/http-error';
import type { RouteContext } from '../routes/route-context';
import { invitationMessages } from './invitations';

export const staffChangeMessages = {
  notFound: 'Няма такъв човек в екипа',
  lastOwner: 'В екипа трябва да остане поне един активен собственик',
  notAccepted: 'Поканата още не е приета: човекът става активен, когато избере парола',
  changed: 'Промените са запазени',
} as const;

/** Ends every session and revokes every personal token of the person: every process refuses them from the next request. */
export async function signOutEverywhere(repos: Repositories, personId: number): Promise<void> {
  await repos.adminSessions.endAllOf(personId);
  await repos.staffTokens.revokeAllOf(personId);
}

export async function changePerson(ctx: RouteContext, id: number, change: StaffChange): Promise<StaffPerson> {
  return ctx.database.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const owners = await repos.staffPeople.lockActiveOwners();
    const person = await repos.staffPeople.byId(id);
    if (!person) throw notFound(staffChangeMessages.notFound);
    const role = change.role ?? person.role;
    const remotes = role === 'team' ? (change.remotes ?? person.remotes) : [];
    if (role === 'team' && remotes.length === 0) throw badRequest(invitationMessages.remotesRequired, { field: 'remotes' });
    if (change.status === 'active' && person.status === 'invited') throw conflict(staffChangeMessages.notAccepted, { field: 'status' });
    const status = change.status ?? person.status;
    const staysOwner = role === 'owner' && status === 'active';
    if (owners.includes(id) && !staysOwner && owners.length === 1) throw conflict(staffChangeMessages.lastOwner, { field: change.role ? 'role' : 'status' });
    const updated = await repos.staffPeople.update(id, { role, status, remotes });
    if (role !== person.role || status === 'disabled') await signOutEverywhere(repos, id);
    return toStaffPersonAnswer(updated!, (await repos.staffPasskeys.peopleWithPasskeys([id])).has(id));
  });
}
