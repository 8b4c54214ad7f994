// An owner changing a person: role, remotes, disabled or active again. A person disabled or given another role
// is signed out everywhere at once; the team always keeps at least one active owner.
import type { StaffChange, StaffPerson } from '@site/shared/contracts/staff';
import { createRepositories } from '../db/create-repositories';
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
    if (role !== person.role || status === 'disabled') await repos.adminSessions.endAllOf(id);
    return toStaffPersonAnswer(updated!);
  });
}
