// What each staff role may do: one fixed set of permissions per role. Every staff route names the permission
// it needs (auth.require) and states it in its OpenAPI security requirement (staffSecurity).
import type { StaffRole } from '@site/shared/contracts/staff';

export const PERMISSIONS = ['content', 'clients', 'mail', 'releases', 'people', 'settings'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = {
  /** Everything, people, roles and the site's settings included. */
  owner: PERMISSIONS,
  /** Articles, courses, VIP packages, events, lecturers, categories, promotions and pictures. */
  editor: ['content'],
  /** The leads inbox, client cards and lookups, CSV, personal-data export and erasure, the mail view. */
  sales: ['clients', 'mail'],
  /** Releases and rollbacks of the remotes named on the person. */
  team: ['releases'],
} as const satisfies Record<StaffRole, readonly Permission[]>;

export type Role = StaffRole;

export function can(role: Role, permission: Permission): boolean {
  return (ROLES[role] as readonly Permission[]).includes(permission);
}
