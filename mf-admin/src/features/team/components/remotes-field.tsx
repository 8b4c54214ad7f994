import { useId, type Ref } from 'react';
import { RELEASABLE_REMOTES } from '@site/shared/contracts/staff';
import { peopleTexts } from '../messages';

export type Remote = (typeof RELEASABLE_REMOTES)[number];

interface RemotesFieldProps {
  legend: string;
  selected: readonly Remote[];
  onChange: (selected: Remote[]) => void;
  error?: string | undefined;
  /** The first checkbox, to take focus when the field is refused. */
  firstRef?: Ref<HTMLInputElement>;
}

/** A team's remotes (the parts of the site it may release), one checkbox each, in the order the site lists them. */
export function RemotesField({ legend, selected, onChange, error, firstRef }: RemotesFieldProps) {
  const errorId = useId();
  const toggle = (remote: Remote, on: boolean) => onChange(RELEASABLE_REMOTES.filter((each) => (each === remote ? on : selected.includes(each))));
  return (
    <fieldset className="admin-choices" aria-describedby={error ? errorId : undefined}>
      <legend className="admin-field__label">{legend}</legend>
      {RELEASABLE_REMOTES.map((remote, index) => (
        <label key={remote} className="admin-checkbox">
          <input
            ref={index === 0 ? firstRef : undefined}
            type="checkbox"
            checked={selected.includes(remote)}
            aria-invalid={error ? true : undefined}
            onChange={(event) => toggle(remote, event.target.checked)}
          />
          {peopleTexts.remotes[remote]}
        </label>
      ))}
      {error && (
        <p id={errorId} className="admin-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
