// «Втори фактор по роли»: the roles whose people must use a second factor, saved together.
import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, staffRoleLabels, type StaffRole } from '@site/shared/contracts/staff';
import { Button } from 'shell/ui';
import { ConsoleSection } from '../../../components/console-section';
import { serverMessage } from '../../../lib/api-errors';
import { policyTexts } from '../messages';
import { useSaveStaffPolicy, useStaffPolicy } from '../queries';

export function PolicySection() {
  const { data, isError } = useStaffPolicy();
  return (
    <ConsoleSection heading={policyTexts.heading}>
      <p className="team-intro">{policyTexts.intro}</p>
      {isError && <p role="alert">{policyTexts.loadFailed}</p>}
      {/* A new answer from the server starts the form afresh. */}
      {data && <PolicyForm key={data.secondFactorRoles.join()} saved={data.secondFactorRoles} />}
    </ConsoleSection>
  );
}

function PolicyForm({ saved }: { saved: readonly StaffRole[] }) {
  const [roles, setRoles] = useState<StaffRole[]>([...saved]);
  const save = useSaveStaffPolicy({
    successMessage: () => policyTexts.saved,
    errorMessage: (error) => serverMessage(error) ?? policyTexts.failed,
  });
  const toggle = (role: StaffRole, on: boolean) => setRoles(STAFF_ROLES.filter((each) => (each === role ? on : roles.includes(each))));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({ secondFactorRoles: roles });
  };
  return (
    <form className="admin-form__fields team-form" onSubmit={onSubmit}>
      <fieldset className="admin-choices">
        <legend className="admin-field__label">{policyTexts.legend}</legend>
        {STAFF_ROLES.map((role) => (
          <label key={role} className="admin-checkbox">
            <input type="checkbox" checked={roles.includes(role)} onChange={(event) => toggle(role, event.target.checked)} />
            {staffRoleLabels[role]}
          </label>
        ))}
      </fieldset>
      <div className="admin-form__actions">
        <Button type="submit" loading={save.isPending}>
          {policyTexts.save}
        </Button>
      </div>
    </form>
  );
}
