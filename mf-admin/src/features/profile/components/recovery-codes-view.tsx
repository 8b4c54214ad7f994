import { useId } from 'react';
import { Button, focusWhenShown } from 'shell/ui';
import { CopyButton } from '../../../components/copy-button';
import { secondFactorTexts } from '../messages';

/** The ten recovery codes, shown this once; their heading takes focus as they appear. */
export function RecoveryCodesView({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const headingId = useId();
  return (
    <div className="profile-step">
      <h3 id={headingId} ref={focusWhenShown} tabIndex={-1}>
        {secondFactorTexts.codesHeading}
      </h3>
      <p role="status">{secondFactorTexts.enabled}</p>
      <p>{secondFactorTexts.codesNote}</p>
      <ol className="profile-codes" aria-labelledby={headingId}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="admin-form__actions">
        <CopyButton text={codes.join('\n')} describedBy={headingId} />
        <Button onClick={onSaved}>{secondFactorTexts.codesSaved}</Button>
      </div>
    </div>
  );
}
