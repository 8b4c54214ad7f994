// What an owner does about one person: another role, disable or activate, end every session, reset a lost
// second factor. Each step that cannot be taken back is confirmed first in the site's dialog.
import { useState } from 'react';
import type { StaffPerson } from '@site/shared/contracts/staff';
import { Button } from 'shell/ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DangerButton } from '../../../components/danger-button';
import { serverMessage } from '../../../lib/api-errors';
import { personActionTexts as texts } from '../messages';
import { usePersonStep, type PersonStep } from '../queries';
import { RoleDialog } from './role-dialog';

type Confirmable = Exclude<PersonStep, 'activate'>;

const confirmations = {
  disable: { ...texts.confirmDisable, label: texts.disable },
  signOut: { ...texts.confirmSignOut, label: texts.signOut },
  reset: { ...texts.confirmReset, label: texts.resetSecondFactor },
} as const satisfies Record<Confirmable, unknown>;

const done = { signOut: texts.signedOut, reset: texts.reset, disable: texts.disabled, activate: texts.activated } satisfies Record<PersonStep, string>;

/** `describedBy`: the cell naming the person, read after each button's name. */
export function PersonActions({ person, describedBy }: { person: StaffPerson; describedBy: string }) {
  const [asking, setAsking] = useState<Confirmable | null>(null);
  const [changingRole, setChangingRole] = useState(false);

  const act = usePersonStep({
    successMessage: (_, { step }) => done[step],
    errorMessage: (error) => serverMessage(error) ?? texts.failed,
  });

  const confirmed = () => {
    const step = asking;
    setAsking(null);
    if (step) act.mutate({ id: person.id, step });
  };
  const asked = asking ? confirmations[asking] : null;

  return (
    <div className="team-actions">
      <Button size="small" variant="outline" aria-describedby={describedBy} onClick={() => setChangingRole(true)}>
        {texts.changeRole}
      </Button>
      {person.status === 'active' && (
        <DangerButton aria-describedby={describedBy} onClick={() => setAsking('disable')}>
          {texts.disable}
        </DangerButton>
      )}
      {person.status === 'disabled' && (
        <Button
          size="small"
          variant="outline"
          loading={act.isPending}
          aria-describedby={describedBy}
          onClick={() => act.mutate({ id: person.id, step: 'activate' })}
        >
          {texts.activate}
        </Button>
      )}
      <Button size="small" variant="outline" aria-describedby={describedBy} onClick={() => setAsking('signOut')}>
        {texts.signOut}
      </Button>
      {person.secondFactor && (
        <DangerButton aria-describedby={describedBy} onClick={() => setAsking('reset')}>
          {texts.resetSecondFactor}
        </DangerButton>
      )}
      <ConfirmDialog
        isOpen={asked !== null}
        title={asked ? asked.title(person.name) : ''}
        text={asked?.text ?? ''}
        confirmLabel={asked?.label ?? ''}
        onConfirm={confirmed}
        onCancel={() => setAsking(null)}
      />
      {changingRole && <RoleDialog person={person} onClose={() => setChangingRole(false)} />}
    </div>
  );
}
