// The console's «Дневник», for owners: the filters (person, action, kind and number of the object, dates), the
// events newest first with «По-стари събития», and the CSV of what the filters find.
import { useState, type FormEvent } from 'react';
import type { AuditEventAnswer, AuditQuery } from '@site/shared/contracts/audit';
import { formatShortDateTime } from '@site/shared/bg-dates';
import { Button } from 'shell/ui';
import { ConsoleSection } from '../../../components/console-section';
import { ConsoleTable } from '../../../components/console-table';
import { FormField } from '../../../components/form-field';
import { auditCsvHref } from '../api';
import { auditTexts, credentialLabels, outcomeLabels } from '../messages';
import { useAuditPages } from '../queries';

/** A person the filter offers (the app hands the team's list in: a feature does not read another's). */
export interface AuditPerson {
  id: number;
  name: string;
}

interface Draft {
  personId: string;
  action: string;
  subjectKind: string;
  subjectId: string;
  from: string;
  to: string;
}

const EMPTY: Draft = { personId: '', action: '', subjectKind: '', subjectId: '', from: '', to: '' };

const queryOf = (draft: Draft): AuditQuery => {
  const text = (value: string) => value.trim() || undefined;
  return {
    personId: draft.personId ? Number(draft.personId) : undefined,
    action: text(draft.action),
    subjectKind: text(draft.subjectKind),
    subjectId: text(draft.subjectId),
    from: draft.from || undefined,
    to: draft.to || undefined,
  };
};

export function AuditSection({ people }: { people: AuditPerson[] }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [filter, setFilter] = useState<AuditQuery>({});
  const pages = useAuditPages(filter);
  const events = pages.data?.pages.flatMap((page) => page.events) ?? [];
  const set = (key: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilter(queryOf(draft));
  };
  const { columns } = auditTexts;

  return (
    <div className="admin-page__sections">
      <ConsoleSection heading={auditTexts.filters}>
        <p className="admin-explanation">{auditTexts.intro}</p>
        <form className="admin-form audit-filters" onSubmit={onSubmit} noValidate>
          <FormField label={auditTexts.person}>
            {(field) => (
              <select {...field} value={draft.personId} onChange={(event) => set('personId')(event.target.value)}>
                <option value="">{auditTexts.anyone}</option>
                {people.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <TextFilter label={auditTexts.action} hint={auditTexts.actionHint} value={draft.action} onChange={set('action')} />
          <TextFilter label={auditTexts.kind} hint={auditTexts.kindHint} value={draft.subjectKind} onChange={set('subjectKind')} />
          <TextFilter label={auditTexts.subjectId} hint={auditTexts.subjectIdHint} value={draft.subjectId} onChange={set('subjectId')} />
          <FormField label={auditTexts.from}>
            {(field) => <input {...field} type="date" value={draft.from} onChange={(event) => set('from')(event.target.value)} />}
          </FormField>
          <FormField label={auditTexts.to}>
            {(field) => <input {...field} type="date" value={draft.to} onChange={(event) => set('to')(event.target.value)} />}
          </FormField>
          <div className="audit-filters__actions">
            <Button type="submit">{auditTexts.search}</Button>
            <Button
              variant="outline"
              onClick={() => {
                setDraft(EMPTY);
                setFilter({});
              }}
            >
              {auditTexts.clear}
            </Button>
            <a className="ui-button ui-button--outline ui-button--medium" href={auditCsvHref(filter)} download="audit-log.csv">
              {auditTexts.csv}
            </a>
          </div>
        </form>
        {pages.isError && <p role="alert">{auditTexts.loadFailed}</p>}
        {pages.isSuccess && events.length === 0 && <p role="status">{auditTexts.empty}</p>}
        {events.length > 0 && (
          <ConsoleTable
            caption={auditTexts.caption}
            columns={[columns.at, columns.person, columns.credential, columns.action, columns.subject, columns.outcome, columns.address]}
            className="audit-table"
          >
            {events.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ConsoleTable>
        )}
        {pages.hasNextPage && (
          <Button variant="outline" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {auditTexts.more}
          </Button>
        )}
      </ConsoleSection>
    </div>
  );
}

function TextFilter({ label, hint, value, onChange }: { label: string; hint?: string; value: string; onChange: (value: string) => void }) {
  return (
    <FormField label={label} {...(hint ? { hint } : {})}>
      {(field) => <input {...field} type="text" value={value} maxLength={200} onChange={(event) => onChange(event.target.value)} />}
    </FormField>
  );
}

function EventRow({ event }: { event: AuditEventAnswer }) {
  return (
    <tr>
      <td>
        <time dateTime={event.at}>{formatShortDateTime(event.at)}</time>
      </td>
      <td>{event.personName ?? auditTexts.unknownPerson}</td>
      <td>{event.tokenName === null ? credentialLabels[event.credential] : `${credentialLabels[event.credential]} «${event.tokenName}»`}</td>
      <td>
        <code>{event.action}</code>
      </td>
      <td>{event.subjectKind ? `${event.subjectKind}${event.subjectId ? ` №${event.subjectId}` : ''}` : '—'}</td>
      <td>{outcomeLabels[event.outcome]}</td>
      <td>{event.address ?? '—'}</td>
    </tr>
  );
}
