// /admin/{courses|events|lectors|categories|promotions|pictures|mail|releases|team|profile|audit|backups}: the password gate, then the
// section named in the address (or the second factor's enrolment, while the role requires one); /admin/invitation and
// /admin/password-reset: a password set from an e-mailed link, without the gate. Sections are composed here because a
// feature never imports another (a course's lecturers and every item's picture come from other features).
import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { forgetStaffData } from '@site/shared/data/staff-data';
import { Link, useParams } from 'shell/router';
import { SectionEditor } from '../components/item-editor/section-editor';
import type { PictureFieldProps } from '../components/item-editor/item-form';
import { useSessionStore } from '../lib/session-store';
import { LinkPasswordForm } from '../features/auth/components/link-password-form';
import { linkPageOf } from '../features/auth/link-pages';
import { PasswordGate } from '../features/auth/components/password-gate';
import { categoriesSection } from '../features/categories-admin/config';
import { useCategories } from '../features/categories-admin/queries';
import { coursesSection } from '../features/courses-admin/config';
import { useStaffCourses } from '../features/courses-admin/queries';
import { eventsSection } from '../features/events-admin/config';
import { useStaffEvents } from '../features/events-admin/queries';
import { lectorsSection } from '../features/lectors-admin/config';
import { useStaffLectors } from '../features/lectors-admin/queries';
import { MailSection } from '../features/mail/components/mail-section';
import { PictureField } from '../features/pictures/components/picture-field';
import { promotionsSection } from '../features/promotions-admin/config';
import { useStaffPromotions } from '../features/promotions-admin/queries';
import { PicturesSection } from '../features/pictures/components/pictures-section';
import { ReleasesSection } from '../features/releases/components/releases-section';
import { ProfileSection } from '../features/profile/components/profile-section';
import { TeamSection } from '../features/team/components/team-section';
import { useStaff } from '../features/team/queries';
import { AuditSection } from '../features/audit/components/audit-section';
import { BackupsSection } from '../features/backups/components/backups-section';
import { ConsoleFrame } from './console-frame';
import { ConsoleHeader } from './console-header';
import { sectionOf, type ConsoleSegment } from './console-sections';
import './admin.css';

const renderPicture = (props: PictureFieldProps) => <PictureField {...props} />;

function CoursesSection() {
  const courses = useStaffCourses();
  const lectors = useStaffLectors().data ?? [];
  const choices = { lectorIds: lectors.map((lector) => ({ value: lector.id, label: lector.isActive ? lector.fullName : `${lector.fullName} (неактивен)` })) };
  return <SectionEditor config={coursesSection} items={courses.data} loadFailed={courses.isError} choices={choices} renderPicture={renderPicture} />;
}

function EventsSection() {
  const events = useStaffEvents();
  return <SectionEditor config={eventsSection} items={events.data} loadFailed={events.isError} renderPicture={renderPicture} />;
}

function LectorsSection() {
  const lectors = useStaffLectors();
  return <SectionEditor config={lectorsSection} items={lectors.data} loadFailed={lectors.isError} renderPicture={renderPicture} />;
}

function CategoriesSection() {
  const categories = useCategories();
  return <SectionEditor config={categoriesSection} items={categories.data} loadFailed={categories.isError} renderPicture={renderPicture} />;
}

function PromotionsSection() {
  const promotions = useStaffPromotions();
  return <SectionEditor config={promotionsSection} items={promotions.data} loadFailed={promotions.isError} renderPicture={renderPicture} />;
}

function AuditLogSection() {
  const people = useStaff().data ?? [];
  return <AuditSection people={people.map(({ id, name }) => ({ id, name }))} />;
}

const SECTIONS: Record<Exclude<ConsoleSegment, 'articles'>, () => React.JSX.Element> = {
  courses: CoursesSection,
  events: EventsSection,
  lectors: LectorsSection,
  categories: CategoriesSection,
  promotions: PromotionsSection,
  pictures: PicturesSection,
  mail: MailSection,
  releases: ReleasesSection,
  team: TeamSection,
  profile: ProfileSection,
  audit: AuditLogSection,
  backups: BackupsSection,
};

export function AdminConsoleScreen() {
  const queryClient = useQueryClient();
  const signedIn = useSessionStore((state) => state.signedIn);
  const segment = useParams().section;
  const section = sectionOf(segment);
  const gateShown = useRef(false);
  if (!signedIn) gateShown.current = true;
  // A new session reads afresh what an earlier one read, or failed to read when its session was refused.
  const onSessionStart = useCallback(() => forgetStaffData(queryClient), [queryClient]);

  const linkPage = linkPageOf(segment);
  if (linkPage) {
    return (
      <div className="admin-root">
        <LinkPasswordForm key={linkPage} page={linkPage} onSessionStart={onSessionStart} />
      </div>
    );
  }
  if (!section || section.segment === 'articles') {
    return (
      <div className="admin-root">
        <h1>Разделът не е намерен</h1>
        <p>
          <Link to="/admin/articles">Към управлението на статиите</Link>
        </p>
      </div>
    );
  }
  const Section = SECTIONS[section.segment];
  return (
    <div className="admin-root">
      {signedIn ? (
        <ConsoleFrame section={section} justSignedIn={gateShown.current}>
          {(focusHeading) => (
            <div className="admin-page">
              <ConsoleHeader current={section.segment} title={section.title} justSignedIn={focusHeading} />
              <Section />
            </div>
          )}
        </ConsoleFrame>
      ) : (
        <PasswordGate onSessionStart={onSessionStart} title={section.title} />
      )}
    </div>
  );
}
