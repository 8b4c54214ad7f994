import type { ClientRegistration } from '@site/shared';
import { formatMoney } from '@site/shared/money';
import { lookupTexts } from '../messages';
import { formatDate } from '../../../lib/format-date';

/** Every sign-up of one client as it was sent, newest first: what each said is never overwritten. */
export function RegistrationHistory({ registrations }: { registrations: ClientRegistration[] }) {
  return (
    <details className="clients-card__history">
      <summary>{lookupTexts.history(registrations.length)}</summary>
      <ol className="clients-card__history-list">
        {registrations.map((registration) => (
          <li key={registration.id} className="clients-card__history-item">
            <time dateTime={registration.createdAt} className="clients-card__history-date">
              {formatDate(registration.createdAt)}
            </time>
            <dl className="clients-card__history-details">
              <dt>{lookupTexts.historyName}</dt>
              <dd>{registration.fullName}</dd>
              <dt>{lookupTexts.historyPhone}</dt>
              <dd>{registration.phone}</dd>
              <dt>{lookupTexts.historySource}</dt>
              <dd>{registration.registrationSource}</dd>
              {registration.courses.length > 0 && (
                <>
                  <dt>{lookupTexts.historyCourses}</dt>
                  <dd>{registration.courses.map((course) => course.title ?? lookupTexts.deletedCourse(course.courseId)).join(', ')}</dd>
                </>
              )}
              {registration.price && (
                <>
                  <dt>{lookupTexts.historyPrice}</dt>
                  <dd>{formatMoney(registration.price)}</dd>
                </>
              )}
              <dt>{lookupTexts.historyConsents}</dt>
              <dd>{consentsOf(registration)}</dd>
            </dl>
          </li>
        ))}
      </ol>
    </details>
  );
}

function consentsOf(registration: ClientRegistration): string {
  const { consents } = lookupTexts;
  const given = [
    registration.agreedToPrivacyPolicy && consents.privacy,
    registration.agreedToTermsOfService && consents.terms,
    registration.agreedToMarketingPolicy && consents.marketing,
    registration.agreedToCookiePolicy && consents.cookies,
  ];
  return given.filter(Boolean).join(', ');
}
