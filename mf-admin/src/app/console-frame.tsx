// Around every console section once signed in: while the role requires a second factor not yet enrolled, its
// enrolment instead of the section; a section the role may not use says so; otherwise the section itself.
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'shell/router';
import { staffRoleLabels } from '@site/shared/contracts/staff';
import { pathTo } from '@site/shared/site-paths';
import { SecondFactorSection } from '../features/profile/components/second-factor-section';
import { enrolmentRequiredTexts } from '../features/profile/messages';
import { useSessionStore } from '../lib/session-store';
import { useConsoleAccess } from './console-access';
import { ConsoleHeader } from './console-header';
import { roleMayOpen, type ConsoleSection } from './console-sections';

const frameTexts = {
  enrolTitle: 'Включване на втори фактор',
  noAccessHeading: 'Разделът не е за вашата роля',
  noAccess: (role: string) => `С ролята „${role}“ този раздел не е достъпен. Изберете раздел от менюто или отворете профила си.`,
  toProfile: 'Към профила',
} as const;

interface ConsoleFrameProps {
  section: ConsoleSection;
  /** The gate was shown just before: the heading takes focus. */
  justSignedIn: boolean;
  /** The section's page with its header; `focusHeading` when it was reached by signing in or by enrolling. */
  children: (focusHeading: boolean) => ReactNode;
}

export function ConsoleFrame({ section, justSignedIn, children }: ConsoleFrameProps) {
  const access = useConsoleAccess();
  const enrolled = useSessionStore((state) => state.enrolled);
  // Enrolment stays on screen until its recovery codes are saved, though the server has already lifted the
  // requirement (the person's read says so once the factor is on).
  const [enrolling, setEnrolling] = useState(false);
  if (access.mustEnrol && !enrolling) setEnrolling(true);
  const enrolledHere = useRef(false);

  if (access.mustEnrol || enrolling) {
    const codesSaved = () => {
      enrolledHere.current = true;
      setEnrolling(false);
      enrolled();
    };
    return (
      <div className="admin-page">
        <ConsoleHeader current={section.segment} title={frameTexts.enrolTitle} justSignedIn={justSignedIn} />
        <div className="admin-page__sections">
          <SecondFactorSection
            person={{ secondFactor: false, totp: false, recoveryCodesLeft: 0 }}
            explanation={<p className="admin-explanation">{enrolmentRequiredTexts.explanation}</p>}
            onCodesSaved={codesSaved}
          />
        </div>
      </div>
    );
  }
  if (access.role && !roleMayOpen(access.role, section)) {
    return (
      <div className="admin-page">
        <ConsoleHeader current={section.segment} title={section.title} justSignedIn={justSignedIn} />
        <section className="admin-section" aria-label={frameTexts.noAccessHeading}>
          <h2>{frameTexts.noAccessHeading}</h2>
          <p>{frameTexts.noAccess(staffRoleLabels[access.role])}</p>
          <p>
            <Link to={pathTo('adminSection', { section: 'profile' })}>{frameTexts.toProfile}</Link>
          </p>
        </section>
      </div>
    );
  }
  return children(justSignedIn || enrolledHere.current);
}
