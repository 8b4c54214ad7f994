// The form of a console section, drawn from its field list: texts, numbers, dates, flags, one-per-line
// lists, pairs (modules, questions), several choices (lecturers), one of a list (a category), a picture
// from the library and rich text (HTML with its preview).
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from 'shell/ui';
import { FormField } from '../form-field';
import { RichTextField } from './rich-text-field';
import type { Choice, FieldErrors, FieldSpec, FieldValue, FormValues, Pair, SelectOptions } from './fields';

/** A picture chosen in a picture field but not uploaded yet: saving the item uploads it first. */
export interface PendingPicture {
  /** Uploads it and answers its id; null when the field refused it (it says why beside itself). Rejects as the server does. */
  upload: () => Promise<number | null>;
}

export interface PictureFieldProps {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  /** Called with the pending picture when a file is chosen, and with null when there is none any more. */
  onPendingChange: (pending: PendingPicture | null) => void;
}

/** A field to focus (the first invalid one); `count` makes a repeated request for the same field a new one. */
export interface FocusRequest {
  name: string;
  count: number;
}

interface ItemFormProps {
  heading: string;
  fields: FieldSpec[];
  values: FormValues;
  errors: FieldErrors;
  choices: Record<string, Choice[]>;
  options?: Record<string, SelectOptions>;
  saving: boolean;
  /** The item being edited: when it changes, the form comes into view with its heading focused. */
  editingId: number | null;
  /** Shows that the form holds unsaved changes. */
  dirty?: boolean;
  focusRequest?: FocusRequest | null;
  createAction?: string;
  /** A section's own cancel, shown when creating too; without it 'Откажи' leaves an edit. */
  cancelAction?: string;
  onChange: (name: string, value: FieldValue) => void;
  onPendingPicture: (name: string, pending: PendingPicture | null) => void;
  onSubmit: () => void;
  onCancel: () => void;
  renderPicture: (props: PictureFieldProps) => ReactNode;
}

const INPUT_TYPES = { text: 'text', url: 'url', date: 'date', number: 'text', color: 'text' } as const;

export function ItemForm({
  heading,
  fields,
  values,
  errors,
  choices,
  options = {},
  saving,
  editingId,
  dirty = false,
  focusRequest = null,
  createAction = 'Създай',
  cancelAction,
  onChange,
  onPendingPicture,
  onSubmit,
  onCancel,
  renderPicture,
}: ItemFormProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const editing = editingId !== null;
  useEffect(() => {
    if (editingId !== null) headingRef.current?.focus();
  }, [editingId]);
  useEffect(() => {
    if (!focusRequest) return;
    const control = formRef.current?.elements.namedItem(focusRequest.name);
    if (control instanceof HTMLElement) control.focus();
  }, [focusRequest]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <div className="admin-section__head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {heading}
        </h2>
        {dirty && <span className="admin-form__dirty">Има незапазени промени</span>}
      </div>
      <form ref={formRef} className="admin-form__fields" noValidate onSubmit={submit}>
        {fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            value={values[field.name]}
            error={errors[field.name]}
            choices={choices[field.name] ?? []}
            options={options[field.name]}
            onChange={onChange}
            onPendingPicture={onPendingPicture}
            renderPicture={renderPicture}
          />
        ))}
        <div className="admin-form__actions">
          <Button type="submit" loading={saving}>
            {editing ? 'Запази промените' : createAction}
          </Button>
          {(editing || cancelAction) && (
            <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
              {cancelAction ?? 'Откажи'}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}

interface FieldProps {
  field: FieldSpec;
  value: FieldValue | undefined;
  error: string | undefined;
  choices: Choice[];
  options: SelectOptions | undefined;
  onChange: (name: string, value: FieldValue) => void;
  onPendingPicture: (name: string, pending: PendingPicture | null) => void;
  renderPicture: (props: PictureFieldProps) => ReactNode;
}

function Field({ field, value, error, choices, options, onChange, onPendingPicture, renderPicture }: FieldProps) {
  const text = typeof value === 'string' ? value : '';
  const hint = typeof field.hint === 'function' ? field.hint(text) : field.hint;
  switch (field.kind) {
    case 'checkbox':
      return (
        <label className="admin-checkbox">
          <input type="checkbox" name={field.name} checked={value === true} onChange={(event) => onChange(field.name, event.target.checked)} />
          {field.label}
        </label>
      );
    case 'picture':
      return renderPicture({
        label: field.label,
        value: typeof value === 'number' ? value : null,
        onChange: (id) => onChange(field.name, id),
        error,
        onPendingChange: (pending) => onPendingPicture(field.name, pending),
      });
    case 'choices':
      return <Choices field={field} selected={Array.isArray(value) ? (value as number[]) : []} choices={choices} onChange={onChange} />;
    case 'pairs':
      return <Pairs field={field} pairs={Array.isArray(value) ? (value as Pair[]) : []} error={error} onChange={onChange} />;
    case 'richText':
      return (
        <RichTextField
          name={field.name}
          label={field.label}
          required={field.required}
          hint={hint}
          error={error}
          value={text}
          onChange={(html) => onChange(field.name, html)}
        />
      );
    case 'select':
      return <Select field={field} value={text} options={options} error={error} onChange={onChange} />;
    case 'textarea':
    case 'lines':
      return (
        <FormField
          label={field.label}
          required={field.kind === 'textarea' && field.required}
          hint={hint ?? (field.kind === 'lines' ? 'По един на ред' : undefined)}
          error={error}
        >
          {(control) => (
            <textarea
              {...control}
              name={field.name}
              rows={field.kind === 'lines' ? 4 : (field.rows ?? 5)}
              value={text}
              onChange={(event) => onChange(field.name, event.target.value)}
            />
          )}
        </FormField>
      );
    default:
      return (
        <FormField label={field.label} required={field.required} hint={hint} error={error}>
          {(control) => (
            <input
              {...control}
              name={field.name}
              type={INPUT_TYPES[field.kind]}
              inputMode={field.kind === 'number' ? 'decimal' : undefined}
              value={text}
              onChange={(event) => onChange(field.name, event.target.value)}
            />
          )}
        </FormField>
      );
  }
}

function Select({
  field,
  value,
  options,
  error,
  onChange,
}: {
  field: Extract<FieldSpec, { kind: 'select' }>;
  value: string;
  options: SelectOptions | undefined;
  error: string | undefined;
  onChange: FieldProps['onChange'];
}) {
  const offered = options?.options ?? [];
  // What the item holds stays selectable when it is no longer offered (an image deleted since).
  const shown = value && !offered.some((option) => option.value === value) ? [{ value, label: value }, ...offered] : offered;
  const hint = options?.hint ?? (offered.length === 0 ? field.emptyHint : undefined) ?? (typeof field.hint === 'string' ? field.hint : undefined);
  return (
    <FormField label={field.label} hint={hint} error={error}>
      {(control) => (
        <div className="admin-select">
          <select {...control} name={field.name} value={value} onChange={(event) => onChange(field.name, event.target.value)}>
            <option value="">{field.none}</option>
            {shown.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {field.thumbnail && value && <img className="admin-select__thumb" src={field.thumbnail.src(value)} alt={field.thumbnail.alt} />}
        </div>
      )}
    </FormField>
  );
}

function Choices({ field, selected, choices, onChange }: { field: FieldSpec; selected: number[]; choices: Choice[]; onChange: FieldProps['onChange'] }) {
  const toggle = (id: number, on: boolean) => onChange(field.name, on ? [...selected, id] : selected.filter((entry) => entry !== id));
  return (
    <fieldset className="admin-choices">
      <legend className="admin-field__label">{field.label}</legend>
      {choices.length === 0 && <p className="admin-field__hint">Няма от какво да се избере.</p>}
      {choices.map((choice) => (
        <label key={choice.value} className="admin-checkbox">
          <input type="checkbox" checked={selected.includes(choice.value)} onChange={(event) => toggle(choice.value, event.target.checked)} />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

function Pairs({
  field,
  pairs,
  error,
  onChange,
}: {
  field: Extract<FieldSpec, { kind: 'pairs' }>;
  pairs: Pair[];
  error: string | undefined;
  onChange: FieldProps['onChange'];
}) {
  const set = (index: number, part: keyof Pair, text: string) =>
    onChange(
      field.name,
      pairs.map((pair, at) => (at === index ? { ...pair, [part]: text } : pair)),
    );
  return (
    <fieldset className="admin-pairs">
      <legend className="admin-field__label">{field.label}</legend>
      {error && <p className="admin-field__error">{error}</p>}
      <ol className="admin-pairs__list">
        {pairs.map((pair, index) => (
          // A row has no id of its own until saved; its position is its identity while editing.
          <li key={index} className="admin-pairs__item">
            <FormField label={`${field.first} ${index + 1}`}>
              {(control) => <input {...control} type="text" value={pair.first} onChange={(event) => set(index, 'first', event.target.value)} />}
            </FormField>
            <FormField label={`${field.second} ${index + 1}`}>
              {(control) => <textarea {...control} rows={2} value={pair.second} onChange={(event) => set(index, 'second', event.target.value)} />}
            </FormField>
            <Button
              type="button"
              size="small"
              variant="outline"
              className="admin-button--danger"
              onClick={() =>
                onChange(
                  field.name,
                  pairs.filter((_, at) => at !== index),
                )
              }
            >
              {`${field.removeLabel} ${index + 1}`}
            </Button>
          </li>
        ))}
      </ol>
      <Button type="button" size="small" variant="secondary" onClick={() => onChange(field.name, [...pairs, { first: '', second: '' }])}>
        {field.addLabel}
      </Button>
    </fieldset>
  );
}
