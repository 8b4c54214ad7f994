// The console's header on every section: the section's title, the navigation to the sections the person's role
// may use, and sign-out.
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'shell/router';
import { Button, focusWhenShown } from 'shell/ui';
import { FeedbackRegion } from '../components/feedback-region';
import { useFeedbackStore } from '../lib/feedback-store';
import { endSession } from '../features/auth/api';
import { useSessionStore } from '../lib/session-store';
import { menuSections, useConsoleAccess } from './console-access';
import type { ConsoleSegment } from './console-sections';
import { forgetStaffData } from '@site/shared/data/staff-data';
import { pathTo } from '@site/shared/site-paths';

interface ConsoleHeaderProps {
  current: ConsoleSegment;
  title: string;
  justSignedIn: boolean;
  /** False keeps the session (e.g. unsaved changes the user chose to keep). */
  beforeSignOut?: () => boolean;
}

export function ConsoleHeader({ current, title, justSignedIn, beforeSignOut }: ConsoleHeaderProps) {
  const queryClient = useQueryClient();
  const signOut = useSessionStore((state) => state.signOut);
  const sections = menuSections(useConsoleAccess());
  const onSignOut = () => {
    if (beforeSignOut && !beforeSignOut()) return;
    // The server ends the session and clears its cookie; the tab forgets it at once either way (an unreachable
    // server leaves the session to expire on its own).
    if (useSessionStore.getState().signedIn) endSession().catch(() => undefined);
    useFeedbackStore.getState().reset();
    forgetStaffData(queryClient);
    signOut();
  };
  return (
    <>
      <header className="admin-page__header">
        <h1 ref={justSignedIn ? focusWhenShown : undefined} tabIndex={-1}>
          {title}
        </h1>
        <Button variant="outline" size="small" onClick={onSignOut}>
          Изход
        </Button>
      </header>
      <nav className="admin-pills" aria-label="Раздели за управление">
        <ul>
          {sections.map((section) => (
            <li key={section.segment}>
              <Link to={pathTo('adminSection', { section: section.segment })} aria-current={section.segment === current ? 'page' : undefined}>
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FeedbackRegion />
    </>
  );
}
