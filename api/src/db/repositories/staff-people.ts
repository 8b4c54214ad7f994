// Staff people (api/src/staff): who may sign in, with which role.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { StaffPerson as StaffPersonAnswer } from '@site/shared/contracts/staff';
import type { Role } from '../../staff/roles';
import type { Database } from '../database';
import { staffPeople } from '../schema';

export type StaffPerson = typeof staffPeople.$inferSelect;

export interface NewStaffPerson {
  email: string;
  name: string;
  role: Role;
  status: StaffPerson['status'];
  remotes?: string[];
  passwordHash?: string | null;
}

/** A person as the API answers (no password hash, no second factor's secret); `hasPasskey`: they added a passkey. */
export function toStaffPersonAnswer(row: StaffPerson, hasPasskey = false): StaffPersonAnswer {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    remotes: row.remotes as StaffPersonAnswer['remotes'],
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    secondFactor: row.totpEnabledAt !== null || hasPasskey,
  };
}

/** E-mail addresses are compared lower-cased and without surrounding spaces. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

export function createStaffPeopleRepository(db: Database) {
  return {
    async create(person: NewStaffPerson): Promise<StaffPerson> {
      const [row] = await db
        .insert(staffPeople)
        .values({ ...person, email: normalEmail(person.email), remotes: person.remotes ?? [] })
        .returning();
      return row!;
    },

    async list(): Promise<StaffPerson[]> {
      return db.select().from(staffPeople).orderBy(asc(staffPeople.createdAt), asc(staffPeople.id));
    },

    async byId(id: number): Promise<StaffPerson | null> {
      const [row] = await db.select().from(staffPeople).where(eq(staffPeople.id, id));
      return row ?? null;
    },

    /** An invited person's own password: they become active. */
    async activate(id: number, passwordHash: string): Promise<void> {
      await db.update(staffPeople).set({ passwordHash, status: 'active' }).where(eq(staffPeople.id, id));
    },

    /** A new password of the person's own (a reset). */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db.update(staffPeople).set({ passwordHash }).where(eq(staffPeople.id, id));
    },

    async byEmail(email: string): Promise<StaffPerson | null> {
      const [row] = await db
        .select()
        .from(staffPeople)
        .where(eq(staffPeople.email, normalEmail(email)));
      return row ?? null;
    },

    /** The owner made from ADMIN_PASSWORD (the migration that brought people in made them). */
    async firstOwner(): Promise<StaffPerson | null> {
      const [row] = await db.select().from(staffPeople).where(eq(staffPeople.firstOwner, true));
      return row ?? null;
    },

    /**
     * Gives the first owner OWNER_EMAIL while they have none (set once; theirs afterwards). False when another
     * person has that e-mail (the first owner then keeps none).
     */
    async giveFirstOwnerEmail(email: string): Promise<boolean> {
      const owner = await this.firstOwner();
      if (!owner || owner.email !== null) return true;
      if (await this.byEmail(email)) return false;
      await db
        .update(staffPeople)
        .set({ email: normalEmail(email) })
        .where(and(eq(staffPeople.id, owner.id), isNull(staffPeople.email)));
      return true;
    },

    /** The active owners, locked until the transaction ends (so two changes cannot leave none). */
    async lockActiveOwners(): Promise<number[]> {
      const rows = await db
        .select({ id: staffPeople.id })
        .from(staffPeople)
        .where(and(eq(staffPeople.role, 'owner'), eq(staffPeople.status, 'active')))
        .for('update');
      return rows.map((row) => row.id);
    },

    async update(id: number, change: Partial<Pick<StaffPerson, 'role' | 'status' | 'remotes'>>): Promise<StaffPerson | null> {
      const [row] = await db.update(staffPeople).set(change).where(eq(staffPeople.id, id)).returning();
      return row ?? null;
    },

    async setStatus(id: number, status: StaffPerson['status']): Promise<void> {
      await db.update(staffPeople).set({ status }).where(eq(staffPeople.id, id));
    },

    async recordSignIn(id: number, now = new Date()): Promise<void> {
      await db.update(staffPeople).set({ lastSignInAt: now }).where(eq(staffPeople.id, id));
    },
  };
}

export type StaffPeopleRepository = ReturnType<typeof createStaffPeopleRepository>;
