import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'shell/ui';
import type { LeadFilter } from '@site/shared';
import { LEAD_KINDS, LEAD_STATUSES } from '@site/shared/contracts/lead';
import { leadKindLabels, leadStatusLabels } from '@site/shared/lead-labels';
import { formatDate } from '../../../lib/format-date';
import { SEARCH_MAX_LENGTH } from '../lead-filter';
import { inboxTexts } from '../messages';
import { useCourseOptions, useEventOptions } from '../queries';

export type FilterName = keyof LeadFilter;

interface LeadFiltersProps {
  filter: LeadFilter;
  /** One filter set to a value, or cleared with ''. */
  onChange: (name: FilterName, value: string) => void;
  onClear: () => void;
}

/**
 * The inbox's filters. A select or a date applies as soon as it changes; the search text when staff press
 * 'Търси' (or Enter), so that the list is not read again at every key.
 */
export function LeadFilters({ filter, onChange, onClear }: LeadFiltersProps) {
  const courses = useCourseOptions().data ?? [];
  const events = useEventOptions().data ?? [];
  const applied = filter.q ?? '';
  const [draft, setDraft] = useState(applied);
  // The address changed the search (cleared, or back in history): the field follows it.
  const [shown, setShown] = useState(applied);
  if (applied !== shown) {
    setShown(applied);
    setDraft(applied);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange('q', draft.trim());
  };

  return (
    <form className="clients-form leads-filters" role="search" aria-label={inboxTexts.filters} noValidate onSubmit={submit}>
      <FilterSelect
        label={inboxTexts.kind}
        value={filter.kind}
        options={LEAD_KINDS.map((kind) => ({ value: kind, label: leadKindLabels[kind] }))}
        onChange={(value) => onChange('kind', value)}
      />
      <FilterSelect
        label={inboxTexts.status}
        value={filter.status}
        options={LEAD_STATUSES.map((status) => ({ value: status, label: leadStatusLabels[status] }))}
        onChange={(value) => onChange('status', value)}
      />
      <FilterSelect
        label={inboxTexts.course}
        value={filter.courseId}
        options={withSelected(
          courses.map((course) => ({ id: course.id, label: course.title })),
          filter.courseId,
        ).map(asOption)}
        onChange={(value) => onChange('courseId', value)}
      />
      <FilterSelect
        label={inboxTexts.event}
        value={filter.eventId}
        options={withSelected(
          events.map((item) => ({ id: item.id, label: `${item.title} (${formatDate(item.eventDate)})` })),
          filter.eventId,
        ).map(asOption)}
        onChange={(value) => onChange('eventId', value)}
      />
      <FilterDate label={inboxTexts.from} value={filter.from} max={filter.to} onChange={(value) => onChange('from', value)} />
      <FilterDate label={inboxTexts.to} value={filter.to} min={filter.from} onChange={(value) => onChange('to', value)} />
      <FilterField label={inboxTexts.search} wide>
        {(id) => (
          <div className="leads-filters__search">
            <input
              id={id}
              className="clients-input"
              type="search"
              value={draft}
              maxLength={SEARCH_MAX_LENGTH}
              onChange={(event) => setDraft(event.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
            <Button type="submit" variant="secondary">
              {inboxTexts.searchButton}
            </Button>
          </div>
        )}
      </FilterField>
      <div className="clients-form__actions leads-filters__clear">
        <Button variant="outline" size="small" onClick={onClear}>
          {inboxTexts.clearFilters}
        </Button>
      </div>
    </form>
  );
}

interface SelectOption {
  value: string;
  label: string;
}

const asOption = ({ id, label }: { id: number; label: string }): SelectOption => ({ value: String(id), label });

/** A filter chosen from a list, 'Всички' first (no filter). */
function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | number | undefined;
  options: SelectOption[];
  onChange: (value: string) => void;
}) {
  return (
    <FilterField label={label}>
      {(id) => (
        <select id={id} className="clients-input" value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
          <option value="">{inboxTexts.all}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}

/** A day the list starts or ends on; each bounds the other, so that 'from' is never after 'to'. */
function FilterDate({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FilterField label={label}>
      {(id) => (
        <input id={id} className="clients-input" type="date" value={value ?? ''} min={min} max={max} onChange={(event) => onChange(event.target.value)} />
      )}
    </FilterField>
  );
}

function FilterField({ label, wide = false, children }: { label: string; wide?: boolean; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={wide ? 'clients-field leads-filters__wide' : 'clients-field'}>
      <label className="clients-field__label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The options, plus the selected one when the list does not hold it (not loaded yet, or deleted since). */
function withSelected(options: { id: number; label: string }[], selected: number | undefined): { id: number; label: string }[] {
  if (selected === undefined || options.some((option) => option.id === selected)) return options;
  return [...options, { id: selected, label: `№${selected}` }];
}
