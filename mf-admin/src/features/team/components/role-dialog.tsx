// «Смяна на ролята» of one person, in the site's dialog: the role and, for a team, its remotes. A refusal (the
// last active owner) is said in the dialog, which stays open.
import { useId, useState, type FormEvent } from 'react';
import { STAFF_ROLES, staffRoleLabels, type StaffPerson, type StaffRole } from '@site/shared/contracts/staff';
import { Button, Modal } from 'shell/ui';
import { FormField } from '../../../components/form-field';
import { serverMessage } from '../../../lib/api-errors';
import { inviteTexts, personActionTexts as texts } from '../messages';
import { useChangeStaff } from '../queries';
import { RemotesField, type Remote } from './remotes-field';

export function RoleDialog({ person, onClose }: { person: StaffPerson; onClose: () => void }) {
  const errorId = useId();
  const [role, setRole] = useState<StaffRole>(person.role);
  const [remotes, setRemotes] = useState<Remote[]>(person.remotes);
  const [error, setError] = useState<string | null>(null);
  const [remotesError, setRemotesError] = useState<string | undefined>();

  const save = useChangeStaff({
    onSuccess: onClose,
    successMessage: () => texts.changed,
    // The status region is behind the dialog: the dialog says it.
    errorMessage: (failure) => {
      setError(serverMessage(failure) ?? texts.failed);
      return null;
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const noRemotes = role === 'team' && remotes.length === 0;
    setRemotesError(noRemotes ? inviteTexts.remotesRequired : undefined);
    if (!noRemotes) save.mutate({ id: person.id, change: role === 'team' ? { role, remotes } : { role } });
  };

  return (
    <Modal isOpen onClose={onClose} title={texts.roleDialogTitle(person.name)}>
      <form className="admin-form__fields" onSubmit={onSubmit} noValidate aria-describedby={error ? errorId : undefined}>
        <FormField label={texts.role} hint={texts.roleHint}>
          {(control) => (
            <select {...control} name="role" value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
              {STAFF_ROLES.map((each) => (
                <option key={each} value={each}>
                  {staffRoleLabels[each]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {role === 'team' && <RemotesField legend={inviteTexts.remotes} selected={remotes} onChange={setRemotes} error={remotesError} />}
        <p id={errorId} role="alert" className="admin-field__error">
          {error}
        </p>
        <div className="admin-form__actions">
          <Button variant="outline" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {texts.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
