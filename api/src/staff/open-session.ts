// Every way in (sign-in, the administrator password, a personal token at the gate, an accepted invitation, a
// new password) opens a session here: one limited to enrolling a second factor when the person's role
// requires one they have not enrolled.
import type { AuthToken } from '@site/shared';
import type { Repositories } from '../db/create-repositories';
import type { SessionOrigin } from '../db/repositories/admin-sessions';
import type { StaffPerson } from '../db/repositories/staff-people';
import { mustEnrol } from './second-factor';

export async function openSession(repos: Repositories, person: StaffPerson, origin: SessionOrigin): Promise<AuthToken> {
  return repos.adminSessions.create(person.id, origin, { mustEnrol: await mustEnrol(repos, person) });
}
