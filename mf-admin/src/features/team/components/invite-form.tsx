// «Покана»: e-mail, name and role (a team's remotes too); the invited person gets an e-mail with a link.
import { useId, useRef, useState, type FormEvent } from 'react';
import { emailError } from '@site/shared';
import { STAFF_ROLES, staffRoleLabels, type StaffRole } from '@site/shared/contracts/staff';
import { Button } from 'shell/ui';
import { FormField } from '../../../components/form-field';
import { serverMessage, statusOf } from '../../../lib/api-errors';
import { inviteTexts } from '../messages';
import { useInviteStaff } from '../queries';
import { RemotesField, type Remote } from './remotes-field';

type Field = 'email' | 'name' | 'remotes';
type Errors = Partial<Record<Field, string>>;

const empty = { email: '', name: '', role: 'editor' as StaffRole, remotes: [] as Remote[] };

export function InviteForm() {
  const headingId = useId();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});
  const refs = { email: useRef<HTMLInputElement>(null), name: useRef<HTMLInputElement>(null), remotes: useRef<HTMLInputElement>(null) };

  const refuse = (found: Errors) => {
    setErrors(found);
    const first = (['email', 'name', 'remotes'] as const).find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const invite = useInviteStaff({
    onSuccess: () => setValues(empty),
    successMessage: (_, { email }) => inviteTexts.invited(email),
    errorMessage: (error) => {
      // 409: the e-mail is a person's already; the server says so, beside the field.
      if (statusOf(error) === 409) {
        refuse({ email: serverMessage(error) });
        return null;
      }
      return serverMessage(error) ?? inviteTexts.failed;
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    const badEmail = emailError(values.email);
    if (badEmail) found.email = badEmail;
    if (!values.name.trim()) found.name = inviteTexts.nameRequired;
    if (values.role === 'team' && values.remotes.length === 0) found.remotes = inviteTexts.remotesRequired;
    refuse(found);
    if (Object.keys(found).length > 0) return;
    const email = values.email.trim();
    invite.mutate({ email, name: values.name.trim(), role: values.role, ...(values.role === 'team' ? { remotes: values.remotes } : {}) });
  };

  const set = <K extends keyof typeof empty>(key: K, value: (typeof empty)[K]) => setValues((current) => ({ ...current, [key]: value }));
  return (
    <section className="team-part" aria-labelledby={headingId}>
      <h3 id={headingId}>{inviteTexts.heading}</h3>
      <p className="team-intro">{inviteTexts.intro}</p>
      <form className="admin-form__fields team-form" onSubmit={onSubmit} noValidate>
        <FormField label={inviteTexts.email} error={errors.email} required>
          {(control) => (
            <input
              {...control}
              ref={refs.email}
              type="email"
              name="invite-email"
              autoComplete="off"
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={inviteTexts.name} error={errors.name} required>
          {(control) => (
            <input
              {...control}
              ref={refs.name}
              type="text"
              name="invite-name"
              autoComplete="off"
              maxLength={200}
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={inviteTexts.role} required>
          {(control) => (
            <select {...control} name="invite-role" value={values.role} onChange={(event) => set('role', event.target.value as StaffRole)}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {staffRoleLabels[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {values.role === 'team' && (
          <RemotesField
            legend={inviteTexts.remotes}
            selected={values.remotes}
            onChange={(remotes) => set('remotes', remotes)}
            error={errors.remotes}
            firstRef={refs.remotes}
          />
        )}
        <div className="admin-form__actions">
          <Button type="submit" loading={invite.isPending}>
            {inviteTexts.send}
          </Button>
        </div>
      </form>
    </section>
  );
}
