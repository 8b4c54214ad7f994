// A console section: the list of one kind of item and the form that creates or edits one. Each section
// passes its configuration; this is the one place the behaviour is written.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { slugify } from '@site/shared/slugify';
import { Button } from 'shell/ui';
import { useFeedbackStore } from '../../lib/feedback-store';
import { serverMessage, statusOf } from '../../lib/api-errors';
import { useConsoleMutation, type ErrorMessage } from '../../lib/use-console-mutation';
import { fieldList, type Choice, type FieldErrors, type FieldValue, type FormValues, type RowControls, type SectionConfig, type SelectOptions } from './fields';
import { ItemForm, type FocusRequest, type PendingPicture, type PictureFieldProps } from './item-form';
import { ItemRow } from './item-row';
import { reorder } from './reorder';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import './item-editor.css';

/** What the form holds, for what the app shows beside it (the article images' picker). */
export interface FormAccess<Name extends string> {
  values: FormValues<Name>;
  change: (name: Name, value: FieldValue) => void;
}

interface SectionEditorProps<Item extends { id: number; isActive?: boolean }, Name extends string> {
  config: SectionConfig<Item, Name>;
  items: Item[] | undefined;
  loadFailed: boolean;
  /** The list is being read (nothing read yet). */
  loading?: boolean;
  /** Reads the list again after a failure ('Опитай отново'). */
  retry?: () => void;
  /** The number beside the list's heading: the whole list's, where `items` is one page of it. */
  count?: number;
  /** Drawn under the list, in its section (a paged list's pager). */
  listFooter?: ReactNode;
  /** Told of a new item once it is saved and the reads refreshed (a paged list turns to the page that shows it). */
  onCreated?: () => void;
  choices?: Record<string, Choice[]>;
  options?: Record<string, SelectOptions>;
  renderPicture: (props: PictureFieldProps) => ReactNode;
  /** Drawn after the form, with access to it. */
  renderAfterForm?: (form: FormAccess<Name>) => ReactNode;
  /** Told whether the form holds unsaved changes (for a sign-out that asks first). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** The form refused before anything was sent: its fields say why. */
class FormRefused extends Error {}

/** A row's action under way: which row, which action (its pending name), and what it says when it fails. */
interface RowWork {
  id: number;
  name: string;
  work: () => Promise<string>;
  failure: ErrorMessage;
}

const NO_CHOICES: Record<string, Choice[]> = {};
const NO_OPTIONS: Record<string, SelectOptions> = {};

const differs = (values: FormValues, baseline: FormValues) =>
  Object.keys(values).some((name) => JSON.stringify(values[name]) !== JSON.stringify(baseline[name]));

/** A refused address (a duplicate, or one the server would not take) belongs beside the address field. */
const isSlugFailure = (error: unknown) => {
  const status = statusOf(error);
  return (status === 409 || status === 400) && /slug/i.test(serverMessage(error) ?? '');
};

export function SectionEditor<Item extends { id: number; isActive?: boolean }, Name extends string>({
  config,
  items,
  loadFailed,
  loading = false,
  retry,
  count,
  listFooter,
  onCreated,
  choices = NO_CHOICES,
  options = NO_OPTIONS,
  renderPicture,
  renderAfterForm,
  onDirtyChange,
}: SectionEditorProps<Item, Name>) {
  const queryClient = useQueryClient();
  const listHeadingId = useId();
  const { messages, slugFollows } = config;
  const [editing, setEditing] = useState<Item | null>(null);
  const [values, setValues] = useState<FormValues<Name>>(config.emptyValues);
  /** The values as last opened or reset: the form holds unsaved changes when it differs. */
  const [baseline, setBaseline] = useState<FormValues<Name>>(values);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Once the address is typed by hand (or belongs to an item being edited) it no longer follows the title. */
  const [slugEdited, setSlugEdited] = useState(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  // Pictures chosen (file and alternative text) but not uploaded, by field: what staff chose is saved too.
  const pendingPictures = useRef(new Map<string, PendingPicture>());
  const setPendingPicture = useCallback((name: string, pending: PendingPicture | null) => {
    if (pending) pendingPictures.current.set(name, pending);
    else pendingPictures.current.delete(name);
  }, []);

  const dirty = messages.unsavedChanges !== undefined && differs(values, baseline);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  /** Asks before unsaved changes are thrown away; true when there are none or staff agree. */
  const confirmDiscard = () => !dirty || window.confirm(messages.unsavedChanges);

  const failure = (fallback: string) => (error: unknown) => serverMessage(error) ?? fallback;
  const focus = (name: string) => setFocusRequest((current) => ({ name, count: (current?.count ?? 0) + 1 }));
  const open = (item: Item | null) => {
    const next = item ? config.valuesOf(item) : config.emptyValues();
    setEditing(item);
    setValues(next);
    setBaseline(next);
    setErrors({});
    setSlugEdited(item !== null);
  };
  const startCreate = () => open(null);

  // Its variable: the item being edited when the save started (null: a new one).
  const save = useConsoleMutation({
    mutationFn: async (item: Item | null) => {
      const found = config.validate(values);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        const firstInvalid = fieldList(config.fields).find((field) => found[field.name]);
        if (firstInvalid) focus(firstInvalid.name);
        throw new FormRefused();
      }
      let toSave = values;
      for (const [name, pending] of [...pendingPictures.current]) {
        const pictureId = await pending.upload();
        if (pictureId === null) throw new FormRefused();
        toSave = { ...toSave, [name]: pictureId };
      }
      return config.api.save(toSave, item);
    },
    invalidates: config.invalidates,
    successMessage: (_, item) => (item === null ? messages.created : messages.updated),
    onSuccess: (_, item) => {
      if (item === null) onCreated?.();
      startCreate();
    },
    errorMessage: (error, item) => {
      if (error instanceof FormRefused) return messages.invalid;
      const message = serverMessage(error);
      if (message && slugFollows && isSlugFailure(error)) {
        setErrors((current) => ({ ...current, [slugFollows.slug]: message }));
        focus(slugFollows.slug);
        return null;
      }
      return message ?? (item === null ? (messages.createFailed ?? messages.saveFailed) : messages.saveFailed);
    },
  });

  // One row action at a time: its success message is what its work answers.
  const rowAction = useConsoleMutation({
    mutationFn: ({ work }: RowWork) => work(),
    invalidates: config.invalidates,
    successMessage: (done) => done,
    errorMessage: (error, { failure }) => failure(error),
  });
  const busy = rowAction.isPending ? rowAction.variables : undefined;

  const loadForEdit = useConsoleMutation({
    // The query runs in the session itself; the mutation has checked there is one.
    mutationFn: async (id: number) => (config.loadForEdit ? config.loadForEdit.read(queryClient, id) : null),
    onSuccess: (item) => {
      if (item) open(item);
    },
    errorMessage: (error) => config.loadForEdit?.failure(error) ?? null,
  });
  const loadingId = loadForEdit.isPending ? loadForEdit.variables : undefined;

  const ordered = items ?? [];
  const orderItems = config.orderOf ? ordered.map((item) => ({ id: item.id, order: config.orderOf!(item) })) : [];
  const { change: changeStatus } = config.api;

  const toggle = (item: Item) => {
    if (!changeStatus) return;
    rowAction.mutate({
      id: item.id,
      name: 'toggle',
      work: async () => {
        await changeStatus(item.id, { isActive: !item.isActive });
        return item.isActive ? messages.deactivated : messages.activated;
      },
      failure: failure(messages.changeFailed),
    });
  };
  const move = (item: Item, direction: -1 | 1) => {
    if (!changeStatus) return;
    rowAction.mutate({
      id: item.id,
      name: 'move',
      work: async () => {
        for (const change of reorder(orderItems, item.id, direction)) await changeStatus(change.id, { order: change.order });
        return messages.moved ?? messages.updated;
      },
      failure: failure(messages.changeFailed),
    });
  };
  const remove = (item: Item, onFailure: ErrorMessage = failure(messages.deleteFailed)) => {
    if (rowAction.isPending) return;
    if (!window.confirm(messages.confirmDelete(config.titleOf(item)))) return;
    rowAction.mutate({
      id: item.id,
      name: 'remove',
      work: async () => {
        await config.api.remove(item.id);
        if (editing?.id === item.id) startCreate();
        return messages.deleted;
      },
      failure: onFailure,
    });
  };
  const edit = (item: Item) => {
    if (loadForEdit.isPending || !confirmDiscard()) return;
    if (config.loadForEdit) loadForEdit.mutate(item.id);
    else open(item);
  };
  const cancel = () => {
    if (!confirmDiscard()) return;
    startCreate();
    useFeedbackStore.getState().clear();
  };
  const change = (name: string, value: FieldValue) => {
    const follows = slugFollows && name === slugFollows.from && !slugEdited;
    setValues((current) => ({ ...current, [name]: value, ...(follows ? { [slugFollows.slug]: slugify(String(value)) } : {}) }));
    // Emptying the address by hand hands it back to the title.
    if (slugFollows && name === slugFollows.slug) setSlugEdited(value !== '');
    setErrors((current) => {
      const rest = { ...current };
      delete rest[name];
      if (follows) delete rest[slugFollows.slug];
      return rest;
    });
  };
  const controlsOf = (item: Item): RowControls => ({
    pending: loadingId === item.id ? 'edit' : busy?.id === item.id ? busy.name : null,
    edit: () => edit(item),
    remove: (onFailure) => remove(item, onFailure),
    run: (name, work, onFailure) => rowAction.mutate({ id: item.id, name, work, failure: onFailure }),
  });

  return (
    <div className="admin-page__sections">
      {messages.unsavedChanges !== undefined && <UnsavedChangesGuard dirty={dirty} message={messages.unsavedChanges} />}
      <section className="admin-section" aria-labelledby={listHeadingId}>
        <div className="admin-section__head">
          <h2 id={listHeadingId}>
            {messages.listHeading}
            {count !== undefined && <span className="admin-list__count"> ({count})</span>}
          </h2>
        </div>
        {loading && <p>Зареждане...</p>}
        {loadFailed && (
          <div className="admin-list__error">
            <p role="alert">{messages.loadFailed}</p>
            {retry && (
              <Button size="small" variant="outline" onClick={retry}>
                Опитай отново
              </Button>
            )}
          </div>
        )}
        {items && items.length === 0 && <p>{messages.empty}</p>}
        <ul className="admin-item-list">
          {ordered.map((item, index) => (
            <li key={item.id}>
              {config.renderRow ? (
                config.renderRow(item, controlsOf(item))
              ) : (
                <ItemRow
                  title={config.titleOf(item)}
                  details={config.detailsOf(item)}
                  picture={config.pictureOf(item)}
                  isActive={item.isActive === true}
                  statusLabels={config.statusLabels}
                  order={config.orderOf ? config.orderOf(item) : null}
                  busy={busy?.id === item.id}
                  canMoveUp={index > 0}
                  canMoveDown={index < ordered.length - 1}
                  onEdit={() => edit(item)}
                  onToggle={() => toggle(item)}
                  onMove={(direction) => move(item, direction)}
                  onDelete={() => remove(item)}
                />
              )}
            </li>
          ))}
        </ul>
        {listFooter}
      </section>
      <ItemForm
        heading={editing ? messages.editHeading(config.titleOf(editing)) : messages.createHeading}
        fields={fieldList(config.fields)}
        values={values}
        errors={errors}
        choices={choices}
        options={options}
        saving={save.isPending}
        editingId={editing?.id ?? null}
        dirty={dirty}
        focusRequest={focusRequest}
        createAction={messages.createAction}
        cancelAction={messages.cancelAction}
        onChange={change}
        onPendingPicture={setPendingPicture}
        onSubmit={() => save.mutate(editing)}
        onCancel={cancel}
        renderPicture={renderPicture}
      />
      {renderAfterForm?.({ values, change })}
    </div>
  );
}
