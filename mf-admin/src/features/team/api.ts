// The staff team as an owner manages it: the people, inviting one, changing one, signing one out everywhere,
// resetting a lost second factor; the roles that must use a second factor; the shared staff token. Each call
// goes in the staff session (its cookie).
import type { SharedToken, StaffChange, StaffInvitation, StaffPerson, StaffPolicy } from '@site/shared/contracts/staff';
import { requestData } from '@site/shared/api-client';

/** GET /api/staff: every person, with role, status, last sign-in and second factor. */
export function listStaff(): Promise<StaffPerson[]> {
  return requestData<StaffPerson[]>({ method: 'GET', url: '/staff' });
}

/** POST /api/staff: the invitation goes out by e-mail (409 when the e-mail is a person's already). */
export function inviteStaff(invitation: StaffInvitation): Promise<StaffPerson> {
  return requestData<StaffPerson>({ method: 'POST', url: '/staff', data: invitation });
}

/** PATCH /api/staff/:id: another role or remotes, disabled or active again (409 when no active owner would be left). */
export function changeStaff(id: number, change: StaffChange): Promise<StaffPerson> {
  return requestData<StaffPerson>({ method: 'PATCH', url: `/staff/${id}`, data: change });
}

/** POST /api/staff/:id/sign-out: every session and personal token of the person ends. */
export async function signOutStaff(id: number): Promise<void> {
  await requestData<null>({ method: 'POST', url: `/staff/${id}/sign-out` });
}

/** DELETE /api/staff/:id/second-factor: a lost second factor removed; the person enrols again. */
export async function resetSecondFactor(id: number): Promise<void> {
  await requestData<null>({ method: 'DELETE', url: `/staff/${id}/second-factor` });
}

/** GET /api/staff/policy: the roles that must use a second factor. */
export function getStaffPolicy(): Promise<StaffPolicy> {
  return requestData<StaffPolicy>({ method: 'GET', url: '/staff/policy' });
}

/** PUT /api/staff/policy: from each person's next sign-in. */
export function saveStaffPolicy(policy: StaffPolicy): Promise<StaffPolicy> {
  return requestData<StaffPolicy>({ method: 'PUT', url: '/staff/policy', data: policy });
}

/** GET /api/staff/shared-token: whether CLIENTS_TOKEN is still accepted (never its value). */
export function getSharedToken(): Promise<SharedToken> {
  return requestData<SharedToken>({ method: 'GET', url: '/staff/shared-token' });
}

/** DELETE /api/staff/shared-token: CLIENTS_TOKEN is refused from the next request. */
export function revokeSharedToken(): Promise<SharedToken> {
  return requestData<SharedToken>({ method: 'DELETE', url: '/staff/shared-token' });
}
