// «Втори фактор по роли»: the roles whose people must use a second factor, saved together.
import { queryKeys } from '@site/shared/data';
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { STAFF_ROLES, staffRoleLabels, type StaffRole } from '@site/shared/contracts/staff';
import { Button } from 'shell/ui';
import { serverMessage } from '../../../lib/api-errors';
import { useFeedbackStore } from '../../../lib/feedback-store';
import { useAdminAction } from '../../../lib/use-admin-action';
import { saveStaffPolicy } from '../api';
import { policyTexts } from '../messages';
import { useStaffPolicy } from '../queries';

export function PolicySection() {
  const headingId = useId();
  const { data, isError } = useStaffPolicy();
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <div className="admin-section__head">
        <h2 id={headingId}>{policyTexts.heading}</h2>
      </div>
      <p className="team-intro">{policyTexts.intro}</p>
      {isError && <p role="alert">{policyTexts.loadFailed}</p>}
      {/* A new answer from the server starts the form afresh. */}
      {data && <PolicyForm key={data.secondFactorRoles.join()} saved={data.secondFactorRoles} />}
    </section>
  );
}

function PolicyForm({ saved }: { saved: readonly StaffRole[] }) {
  const queryClient = useQueryClient();
  const [roles, setRoles] = useState<StaffRole[]>([...saved]);
  const save = useAdminAction(
    async () => {
      await saveStaffPolicy({ secondFactorRoles: roles });
      await queryClient.invalidateQueries({ queryKey: queryKeys.team.policy() });
      useFeedbackStore.getState().showSuccess(policyTexts.saved);
    },
    (error) => serverMessage(error) ?? policyTexts.failed,
  );
  const toggle = (role: StaffRole, on: boolean) => setRoles(STAFF_ROLES.filter((each) => (each === role ? on : roles.includes(each))));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save.run();
  };
  return (
    <form className="admin-form__fields team-form" onSubmit={onSubmit}>
      <fieldset className="team-choices">
        <legend className="admin-field__label">{policyTexts.legend}</legend>
        {STAFF_ROLES.map((role) => (
          <label key={role} className="admin-checkbox">
            <input type="checkbox" checked={roles.includes(role)} onChange={(event) => toggle(role, event.target.checked)} />
            {staffRoleLabels[role]}
          </label>
        ))}
      </fieldset>
      <div className="admin-form__actions">
        <Button type="submit" loading={save.pending}>
          {policyTexts.save}
        </Button>
      </div>
    </form>
  );
}
