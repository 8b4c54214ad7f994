// A sign-up form as a page of its own (the free consultation, a course or VIP package, an event): where
// the sign-up buttons lead before and without the page's scripts, and where the form posts. After a
// successful post the server sends the visitor back here with ?sent, and the page shows the success text.
import type { ReactNode } from 'react';
import { useSearchParams } from 'shell/router';
import { SENT_QUERY } from '@site/shared/page-forms';
import { BackLink } from '../../components/back-link';
import { RegistrationForm } from '../../components/registration-form/registration-form';
import { targetDetails, type RegistrationTarget } from '../../components/registration-form/registration-target';
import '../../components/page.css';
import './sign-up-page.css';

interface SignUpPageProps {
  heading: string;
  target: RegistrationTarget;
  /** This page's address: the form posts here. */
  action: string;
  /** What the visitor signs up for (price, dates), above the form. */
  summary?: ReactNode;
  back: { to: string; label: string };
}

export function SignUpPage({ heading, target, action, summary, back }: SignUpPageProps) {
  const [search] = useSearchParams();
  const sent = search.has(SENT_QUERY);
  return (
    <article className="catalog-page catalog-sign-up">
      <BackLink to={back.to} label={back.label} className="catalog-sign-up__back" />
      <h1>{heading}</h1>
      {sent ? (
        <p role="status" className="catalog-form__message catalog-form__message--success">
          {targetDetails(target).successText}
        </p>
      ) : (
        <>
          {summary}
          <RegistrationForm target={target} action={action} />
        </>
      )}
    </article>
  );
}
