// The staff team as an owner manages it: the people, inviting one, changing one, signing one out everywhere,
// resetting a lost second factor; the roles that must use a second factor; the shared staff token. Each call
// carries the session's token.
import type { SharedToken, StaffChange, StaffInvitation, StaffPerson, StaffPolicy } from '@site/shared/contracts/staff';
import { bearer, requestData } from '@site/shared/api-client';

/** GET /api/staff: every person, with role, status, last sign-in and second factor. */
export function listStaff(token: string): Promise<StaffPerson[]> {
  return requestData<StaffPerson[]>({ method: 'GET', url: '/staff', headers: bearer(token) });
}

/** POST /api/staff: the invitation goes out by e-mail (409 when the e-mail is a person's already). */
export function inviteStaff(token: string, invitation: StaffInvitation): Promise<StaffPerson> {
  return requestData<StaffPerson>({ method: 'POST', url: '/staff', data: invitation, headers: bearer(token) });
}

/** PATCH /api/staff/:id: another role or remotes, disabled or active again (409 when no active owner would be left). */
export function changeStaff(token: string, id: number, change: StaffChange): Promise<StaffPerson> {
  return requestData<StaffPerson>({ method: 'PATCH', url: `/staff/${id}`, data: change, headers: bearer(token) });
}

/** POST /api/staff/:id/sign-out: every session and personal token of the person ends. */
export async function signOutStaff(token: string, id: number): Promise<void> {
  await requestData<null>({ method: 'POST', url: `/staff/${id}/sign-out`, headers: bearer(token) });
}

/** DELETE /api/staff/:id/second-factor: a lost second factor removed; the person enrols again. */
export async function resetSecondFactor(token: string, id: number): Promise<void> {
  await requestData<null>({ method: 'DELETE', url: `/staff/${id}/second-factor`, headers: bearer(token) });
}

/** GET /api/staff/policy: the roles that must use a second factor. */
export function getStaffPolicy(token: string): Promise<StaffPolicy> {
  return requestData<StaffPolicy>({ method: 'GET', url: '/staff/policy', headers: bearer(token) });
}

/** PUT /api/staff/policy: from each person's next sign-in. */
export function saveStaffPolicy(token: string, policy: StaffPolicy): Promise<StaffPolicy> {
  return requestData<StaffPolicy>({ method: 'PUT', url: '/staff/policy', data: policy, headers: bearer(token) });
}

/** GET /api/staff/shared-token: whether CLIENTS_TOKEN is still accepted (never its value). */
export function getSharedToken(token: string): Promise<SharedToken> {
  return requestData<SharedToken>({ method: 'GET', url: '/staff/shared-token', headers: bearer(token) });
}

/** DELETE /api/staff/shared-token: CLIENTS_TOKEN is refused from the next request. */
export function revokeSharedToken(token: string): Promise<SharedToken> {
  return requestData<SharedToken>({ method: 'DELETE', url: '/staff/shared-token', headers: bearer(token) });
}
