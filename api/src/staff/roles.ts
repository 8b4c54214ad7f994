// What each staff role may do: one fixed set of permissions per role (shared with the console, in
// shared/src/contracts/staff.ts). Every staff route names the permission it needs (auth.require) and states it
// in its OpenAPI security requirement (staffSecurity).
import { ROLE_PERMISSIONS, STAFF_PERMISSIONS, type StaffPermission, type StaffRole } from '@site/shared/contracts/staff';

export const PERMISSIONS = STAFF_PERMISSIONS;
export type Permission = StaffPermission;
export const ROLES = ROLE_PERMISSIONS;
export type Role = StaffRole;

export function can(role: Role, permission: Permission): boolean {
  return (ROLES[role] as readonly Permission[]).includes(permission);
}
