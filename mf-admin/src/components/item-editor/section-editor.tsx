// A console section: the list of one kind of item (with status and order) and the form that creates
// or edits one. Each section passes its configuration; this is the one place the behaviour is written.
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useFeedbackStore } from '../../lib/feedback-store';
import { serverMessage } from '../../lib/api-errors';
import { useAdminAction } from '../../lib/use-admin-action';
import { fieldList, type Choice, type FieldErrors, type FieldValue, type FormValues, type SectionConfig } from './fields';
import { ItemForm, type PendingPicture, type PictureFieldProps } from './item-form';
import { ItemRow } from './item-row';
import { reorder } from './reorder';
import './item-editor.css';

interface SectionEditorProps<Item extends { id: number; isActive: boolean }, Name extends string> {
  config: SectionConfig<Item, Name>;
  items: Item[] | undefined;
  loadFailed: boolean;
  choices?: Record<string, Choice[]>;
  renderPicture: (props: PictureFieldProps) => ReactNode;
}

const NO_CHOICES: Record<string, Choice[]> = {};

export function SectionEditor<Item extends { id: number; isActive: boolean }, Name extends string>({
  config,
  items,
  loadFailed,
  choices = NO_CHOICES,
  renderPicture,
}: SectionEditorProps<Item, Name>) {
  const queryClient = useQueryClient();
  const listHeadingId = useId();
  const { messages } = config;
  const [editingId, setEditingId] = useState<number | null>(null);
  const [values, setValues] = useState<FormValues<Name>>(config.emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busyId, setBusyId] = useState<number | null>(null);
  // Pictures chosen (file and alternative text) but not uploaded, by field: what staff chose is saved too.
  const pendingPictures = useRef(new Map<string, PendingPicture>());
  const setPendingPicture = useCallback((name: string, pending: PendingPicture | null) => {
    if (pending) pendingPictures.current.set(name, pending);
    else pendingPictures.current.delete(name);
  }, []);

  const refresh = () => Promise.all(config.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const failure = (fallback: string) => (error: unknown) => serverMessage(error) ?? fallback;
  const startCreate = () => {
    setEditingId(null);
    setValues(config.emptyValues());
    setErrors({});
  };

  const save = useAdminAction(async (token) => {
    const found = config.validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      useFeedbackStore.getState().showError(messages.invalid);
      return;
    }
    let toSave = values;
    for (const [name, pending] of [...pendingPictures.current]) {
      const pictureId = await pending.upload(token);
      if (pictureId === null) {
        useFeedbackStore.getState().showError(messages.invalid);
        return;
      }
      toSave = { ...toSave, [name]: pictureId };
    }
    await config.api.save(token, toSave, editingId);
    await refresh();
    useFeedbackStore.getState().showSuccess(editingId === null ? messages.created : messages.updated);
    startCreate();
  }, failure(messages.saveFailed));

  const rowAction = useAdminAction(async (token, id: number, work: (token: string) => Promise<string>) => {
    setBusyId(id);
    try {
      const done = await work(token);
      await refresh();
      useFeedbackStore.getState().showSuccess(done);
    } finally {
      setBusyId(null);
    }
  }, failure(messages.changeFailed));

  const ordered = items ?? [];
  const orderItems = config.orderOf ? ordered.map((item) => ({ id: item.id, order: config.orderOf!(item) })) : [];

  const toggle = (item: Item) =>
    void rowAction.run(item.id, async (token) => {
      await config.api.change(token, item.id, { isActive: !item.isActive });
      return item.isActive ? messages.deactivated : messages.activated;
    });
  const move = (item: Item, direction: -1 | 1) =>
    void rowAction.run(item.id, async (token) => {
      for (const change of reorder(orderItems, item.id, direction)) await config.api.change(token, change.id, { order: change.order });
      return messages.moved;
    });
  const remove = (item: Item) => {
    if (!window.confirm(messages.confirmDelete(config.titleOf(item)))) return;
    void rowAction.run(item.id, async (token) => {
      await config.api.remove(token, item.id);
      if (editingId === item.id) startCreate();
      return messages.deleted;
    });
  };
  const edit = (item: Item) => {
    setEditingId(item.id);
    setValues(config.valuesOf(item));
    setErrors({});
  };
  const change = (name: string, value: FieldValue) => setValues((current) => ({ ...current, [name]: value }));
  const editing = editingId === null ? undefined : ordered.find((item) => item.id === editingId);

  return (
    <div className="admin-page__sections">
      <section className="admin-section" aria-labelledby={listHeadingId}>
        <div className="admin-section__head">
          <h2 id={listHeadingId}>{messages.listHeading}</h2>
        </div>
        {loadFailed && <p role="alert">{messages.loadFailed}</p>}
        {items && items.length === 0 && <p>{messages.empty}</p>}
        <ul className="admin-item-list">
          {ordered.map((item, index) => (
            <li key={item.id}>
              <ItemRow
                title={config.titleOf(item)}
                details={config.detailsOf(item)}
                picture={config.pictureOf(item)}
                isActive={item.isActive}
                statusLabels={config.statusLabels}
                order={config.orderOf ? config.orderOf(item) : null}
                busy={busyId === item.id}
                canMoveUp={index > 0}
                canMoveDown={index < ordered.length - 1}
                onEdit={() => edit(item)}
                onToggle={() => toggle(item)}
                onMove={(direction) => move(item, direction)}
                onDelete={() => remove(item)}
              />
            </li>
          ))}
        </ul>
      </section>
      <ItemForm
        heading={editing ? messages.editHeading(config.titleOf(editing)) : messages.createHeading}
        fields={fieldList(config.fields)}
        values={values}
        errors={errors}
        choices={choices}
        saving={save.pending}
        editingId={editingId}
        onChange={change}
        onPendingPicture={setPendingPicture}
        onSubmit={() => void save.run()}
        onCancel={startCreate}
        renderPicture={renderPicture}
      />
    </div>
  );
}
