// «Втори фактор» of the own account: on (with the recovery codes left), or off with its enrolment; the ten
// recovery codes stay on screen after enrolling until the person says they saved them.
import { useId, useRef, useState, type ReactNode } from 'react';
import type { SignedInPerson } from '@site/shared/contracts/auth';
import { secondFactorTexts } from '../messages';
import { RecoveryCodesView } from './recovery-codes-view';
import { PasskeysSection } from './passkeys-section';
import { TotpEnrolment } from './totp-enrolment';
import './profile.css';

interface SecondFactorSectionProps {
  person: Pick<SignedInPerson, 'secondFactor' | 'totp' | 'recoveryCodesLeft'>;
  /** Said first (why the console asks for it now). */
  explanation?: ReactNode;
  /** The recovery codes were seen and saved: enrolment is over. */
  onCodesSaved?: () => void;
}

export function SecondFactorSection({ person, explanation, onCodesSaved }: SecondFactorSectionProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const saved = () => {
    setRecoveryCodes(null);
    // The codes' block is gone: focus goes back to the section, which now says the factor is on.
    headingRef.current?.focus();
    onCodesSaved?.();
  };
  // A person who already had another second factor keeps their recovery codes: the server sends no new ones.
  const enabled = (codes: string[]) => (codes.length > 0 ? setRecoveryCodes(codes) : saved());

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <div className="admin-section__head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {secondFactorTexts.heading}
        </h2>
      </div>
      {explanation}
      <p className="profile-intro">{secondFactorTexts.intro}</p>
      {recoveryCodes ? (
        <RecoveryCodesView codes={recoveryCodes} onSaved={saved} />
      ) : (
        <>
          {person.secondFactor ? (
            <>
              <p>
                <strong>{secondFactorTexts.on}</strong> {secondFactorTexts.recoveryCodesLeft(person.recoveryCodesLeft)}
              </p>
              <p className="profile-intro">{secondFactorTexts.lostPhone}</p>
            </>
          ) : (
            <p>{secondFactorTexts.off}</p>
          )}
          {person.totp ? <p>{secondFactorTexts.appOn}</p> : <TotpEnrolment onEnabled={enabled} />}
          <PasskeysSection onRecoveryCodes={setRecoveryCodes} />
        </>
      )}
    </section>
  );
}
