// What the signed-in session may open: nothing but the second factor's enrolment while its role requires one not
// yet enrolled, otherwise the sections of its role (GET /auth/me). The server decides every request; this only
// leaves out what it would refuse.
import type { QueryClient } from '@tanstack/react-query';
import { readQuery } from '@site/shared/data';
import { signedInPersonQuery, useSignedInPerson } from '../features/profile/queries';
import { useSessionStore } from '../lib/session-store';
import { consoleSections, roleMayOpen, type ConsoleSection } from './console-sections';

const profileOnly = consoleSections.filter((section) => section.permission === null);

export function useConsoleAccess() {
  const mustEnrolSinceSignIn = useSessionStore((state) => state.mustEnrol);
  const { data: person, isError } = useSignedInPerson();
  const mustEnrol = mustEnrolSinceSignIn || person?.mustEnrol === true;
  return { person, mustEnrol, role: person?.role ?? null, roleUnreadable: isError };
}

export type ConsoleAccess = ReturnType<typeof useConsoleAccess>;

/** A section no role but the owner's may use («Екип», «Дневник», «Резервни копия»). */
const ownersOnly = (section: ConsoleSection) =>
  section.permission !== null && !roleMayOpen('editor', section) && !roleMayOpen('sales', section) && !roleMayOpen('team', section);

/**
 * The menu's sections: the role's; only «Профил» while enrolling or while the role is being read; if it cannot be
 * read, every section but the owners' (the server still refuses what the role may not do).
 */
export function menuSections({ mustEnrol, role, roleUnreadable }: ConsoleAccess): readonly ConsoleSection[] {
  if (mustEnrol) return profileOnly;
  if (role) return consoleSections.filter((section) => roleMayOpen(role, section));
  return roleUnreadable ? consoleSections.filter((section) => !ownersOnly(section)) : profileOnly;
}

/** For a loader: whether the section's data is read (not while the session must enrol, nor what its role may not open). */
export async function mayReadSection(queryClient: QueryClient, section: ConsoleSection): Promise<boolean> {
  if (useSessionStore.getState().mustEnrol) return false;
  const person = await readQuery(queryClient, signedInPersonQuery);
  if (!person) return true;
  return !person.mustEnrol && roleMayOpen(person.role, section);
}
