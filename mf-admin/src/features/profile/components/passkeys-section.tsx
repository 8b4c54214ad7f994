// «Ключове за достъп»: the person's passkeys with «Премахване», and a new one made by the browser (its first
// second factor brings the recovery codes, handed on like the app's).
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Passkey } from '@site/shared/contracts/auth';
import { formatShortDateTime } from '@site/shared/bg-dates';
import { Button } from 'shell/ui';
import { ConsoleTable } from '../../../components/console-table';
import { DangerButton } from '../../../components/danger-button';
import { FormField } from '../../../components/form-field';
import { isServerAnswer, serverMessage } from '../../../lib/api-errors';
import { passkeysTexts } from '../messages';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../queries';

const dateOf = (iso: string) => <time dateTime={iso}>{formatShortDateTime(iso)}</time>;

export function PasskeysSection({ onRecoveryCodes }: { onRecoveryCodes: (codes: string[]) => void }) {
  const headingId = useId();
  const { data, isError } = usePasskeys();
  const { columns } = passkeysTexts;
  return (
    <div className="profile-step" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{passkeysTexts.heading}</h3>
      <p className="profile-intro">{passkeysTexts.intro}</p>
      {isError && <p role="alert">{passkeysTexts.loadFailed}</p>}
      {data && data.length === 0 && <p>{passkeysTexts.empty}</p>}
      {data && data.length > 0 && (
        <ConsoleTable caption={passkeysTexts.caption} columns={[columns.name, columns.createdAt, columns.lastUsedAt, columns.action]} className="profile-table">
          {data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ConsoleTable>
      )}
      <AddPasskeyForm onRecoveryCodes={onRecoveryCodes} />
    </div>
  );
}

function AddPasskeyForm({ onRecoveryCodes }: { onRecoveryCodes: (codes: string[]) => void }) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const nameRef = useRef<HTMLInputElement>(null);
  const add = useAddPasskey({
    onSuccess: (created) => {
      setName('');
      if (created.recoveryCodes.length > 0) onRecoveryCodes(created.recoveryCodes);
    },
    successMessage: () => passkeysTexts.added,
    // The browser's own refusal (a closed dialog, no authenticator) is not the server's.
    errorMessage: (error) => (isServerAnswer(error) ? (serverMessage(error) ?? passkeysTexts.addFailed) : passkeysTexts.browserFailed),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = name.trim();
    if (!typed) {
      setNameError(passkeysTexts.nameRequired);
      nameRef.current?.focus();
      return;
    }
    setNameError(undefined);
    add.mutate(typed);
  };
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <FormField label={passkeysTexts.name} hint={passkeysTexts.nameHint} error={nameError}>
        {(field) => (
          <input {...field} ref={nameRef} type="text" value={name} maxLength={100} autoComplete="off" onChange={(event) => setName(event.target.value)} />
        )}
      </FormField>
      <Button type="submit" loading={add.isPending}>
        {passkeysTexts.add}
      </Button>
    </form>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const nameId = useId();
  const remove = useRemovePasskey({
    successMessage: () => passkeysTexts.removed,
    errorMessage: (error) => serverMessage(error) ?? passkeysTexts.removeFailed,
  });
  return (
    <tr>
      <th scope="row" id={nameId}>
        {passkey.name}
      </th>
      <td>{dateOf(passkey.createdAt)}</td>
      <td>{passkey.lastUsedAt ? dateOf(passkey.lastUsedAt) : passkeysTexts.neverUsed}</td>
      <td>
        <DangerButton loading={remove.isPending} aria-describedby={nameId} onClick={() => remove.mutate(passkey.id)}>
          {passkeysTexts.remove}
        </DangerButton>
      </td>
    </tr>
  );
}
