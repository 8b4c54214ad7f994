// What a console section's form is made of: its fields, the values they hold while staff type, and the
// small conversions from those values to an API body. The field names are the write body's property names,
// so each section's lists (fields, empty values, values of an item, the body) are complete by type.
import type { ReactNode } from 'react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Picture, StatusAndOrder } from '@site/shared';
import { parseAmountInput } from '@site/shared/money';
import type { ErrorMessage } from '../../lib/use-console-mutation';

/** Two texts that belong together: a module's title and description, a question and its answer. */
export interface Pair {
  first: string;
  second: string;
}

export type FieldValue = string | boolean | number[] | number | null | Pair[];
/** What a form holds while staff type, one value per field name. */
export type FormValues<Name extends string = string> = Record<Name, FieldValue>;
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The names of a section's fields: the properties of its write body but the id (the path's) and those the
 * console leaves out on purpose (`LeftOut`, each with its reason where the section declares it).
 */
export type FormName<Input, LeftOut extends keyof Input = never> = Exclude<keyof Input, 'id' | LeftOut> & string;

/**
 * The body a form sends: every one of its names set, to undefined where the API's default is meant. (Mapped
 * over `Name & keyof Input` so that, unlike Pick, it does not keep the body's optional properties optional.)
 */
export type FormBody<Input, Name extends string> = { [K in Name & keyof Input]: Input[K] };

interface FieldLabel {
  label: string;
  /** Under the field; a function of what the field holds when it says what will be saved (an address, the tags). */
  hint?: string | ((text: string) => string);
}

/** One field as the form draws it, but its name. */
export type FieldKind = FieldLabel &
  (
    | { kind: 'text' | 'date' | 'url' | 'number' | 'color'; required?: boolean }
    | { kind: 'textarea'; required?: boolean; rows?: number }
    /** HTML typed as text, with a live preview sanitised as the public page sanitises it (an article's content). */
    | { kind: 'richText'; required?: boolean }
    | { kind: 'checkbox' }
    /** One entry per line (skills, suitable for, how it works). */
    | { kind: 'lines' }
    | { kind: 'pairs'; first: string; second: string; addLabel: string; removeLabel: string }
    /** Several of a list the app passes in (a course's lecturers). */
    | { kind: 'choices' }
    | { kind: 'picture' }
    /**
     * One of a list the app passes in (an article's category, an uploaded image), or none. A value that is no
     * longer offered stays selectable. `thumbnail`: a small picture of the chosen value.
     */
    | { kind: 'select'; none: string; emptyHint?: string; thumbnail?: { src: (value: string) => string; alt: string } }
  );

export type FieldSpec<Name extends string = string> = FieldKind & { name: Name };

/** A form's fields by name, in the order the form shows them: one for each name, or the compiler says which is missing. */
export type FieldSpecs<Name extends string> = Record<Name, FieldKind>;

export const fieldList = <Name extends string>(fields: FieldSpecs<Name>): FieldSpec<Name>[] =>
  (Object.keys(fields) as Name[]).map((name) => {
    const field: FieldKind = fields[name];
    return { ...field, name };
  });

export interface Choice {
  value: number;
  label: string;
}

/** What a select field offers, and a hint the app adds (e.g. that the list could not be read). */
export interface SelectOptions {
  options: { value: string; label: string }[];
  hint?: string;
}

export interface SectionMessages {
  listHeading: string;
  createHeading: string;
  editHeading: (title: string) => string;
  empty: string;
  loadFailed: string;
  created: string;
  updated: string;
  saveFailed: string;
  confirmDelete: (title: string) => string;
  deleted: string;
  deleteFailed: string;
  activated: string;
  deactivated: string;
  /** Where the list has an order staff change. */
  moved?: string;
  changeFailed: string;
  /** Shown when a check fails; null where the fields' own messages say it alone (articles, as the spec has it). */
  invalid: string | null;
  /** When a create fails without a server message, where it differs from `saveFailed`. */
  createFailed?: string;
  /** The form's buttons: 'Създай' and 'Откажи' unless the section words them. A section's own cancel is always shown. */
  createAction?: string;
  cancelAction?: string;
  /** Asked before unsaved changes are lost (another item opened, cancel, leaving the page); the form then guards them. */
  unsavedChanges?: string;
}

/** What every section says alike; a section may still word its own deletion question. */
const COMMON_MESSAGES = {
  editHeading: (title: string) => `Редактиране на „${title}“`,
  confirmDelete: (title: string) => `Сигурни ли сте, че искате да изтриете „${title}“?`,
  invalid: 'Моля, поправете отбелязаните полета.',
} satisfies Partial<SectionMessages>;

/** A section's messages: its own, over the ones every section shares (which a section may still word its own way). */
export function sectionMessages(
  own: Omit<SectionMessages, keyof typeof COMMON_MESSAGES> & Partial<Pick<SectionMessages, keyof typeof COMMON_MESSAGES>>,
): SectionMessages {
  return { ...COMMON_MESSAGES, ...own };
}

export interface SectionApi<Item, Name extends string> {
  /** Creates (`editing` null) or replaces the item being edited with what the form's values make. */
  save: (values: FormValues<Name>, editing: Item | null) => Promise<Item>;
  /** Status and order, for the usual row; a section with its own row may have none. */
  change?: (id: number, change: StatusAndOrder) => Promise<Item>;
  remove: (id: number) => Promise<void>;
}

/** The list's usual row (ItemRow): picture, title, details, status, order, with activate, move and delete. */
interface StandardRow<Item> {
  /** Short lines under the title in the list (address, price, date). */
  detailsOf: (item: Item) => string[];
  pictureOf: (item: Item) => Picture | null;
  /** Absent where the list has its own order (events by date). */
  orderOf?: (item: Item) => number;
  /** What is inactive called ('Неактивен', 'Скрит'). */
  statusLabels: { active: string; inactive: string };
  renderRow?: never;
}

/** Which of a row's actions is running: 'edit', 'remove', or a section's own (e.g. 'toggle'). */
export type RowPending = string | null;

/** What a section's own row can do; the editor runs each action (one at a time, its message shown after). */
export interface RowControls {
  pending: RowPending;
  edit: () => void;
  /** Deletes after the section's question; `failure` words a failed delete (else the server's message or deleteFailed). */
  remove: (failure?: ErrorMessage) => void;
  /** Runs a row action of the section's own: `work` answers its success message, `failure` the one shown when it fails. */
  run: (name: string, work: () => Promise<string>, failure: ErrorMessage) => void;
}

/** A row the section draws itself (an article's card, with its publish toggle). */
interface OwnRow<Item> {
  renderRow: (item: Item, controls: RowControls) => ReactNode;
  detailsOf?: never;
  pictureOf?: never;
  orderOf?: never;
  statusLabels?: never;
}

/** Everything the generic list and form need to manage one kind of item; `Name`: its fields' names (FormName). */
export type SectionConfig<Item extends { id: number; isActive?: boolean }, Name extends string = string> = (StandardRow<Item> | OwnRow<Item>) & {
  fields: FieldSpecs<Name>;
  emptyValues: () => FormValues<Name>;
  valuesOf: (item: Item) => FormValues<Name>;
  validate: (values: FormValues<Name>) => FieldErrors;
  titleOf: (item: Item) => string;
  messages: SectionMessages;
  api: SectionApi<Item, Name>;
  /** Every read that shows these items, public ones too: refreshed after a change. */
  invalidates: QueryKey[];
  /** The item is read afresh (through the page's query cache) before the form opens; `failure` says why it was not. */
  loadForEdit?: { read: (queryClient: QueryClient, id: number) => Promise<Item>; failure: ErrorMessage };
  /** A new item's address follows its title (`from`) until staff type one (`slug`); an item being edited keeps its own. */
  slugFollows?: { from: Name; slug: Name };
};

// Each reads a field by a name of the form's (a misspelt one fails to compile).
export const textOf = <Name extends string>(values: FormValues<Name>, name: NoInfer<Name>): string => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};
export const trimmed = <Name extends string>(values: FormValues<Name>, name: NoInfer<Name>): string => textOf(values, name).trim();
export const orNull = <Name extends string>(values: FormValues<Name>, name: NoInfer<Name>): string | null => trimmed(values, name) || null;
export const flag = <Name extends string>(values: FormValues<Name>, name: NoInfer<Name>): boolean => values[name] === true;
export const linesOf = <Name extends string>(values: FormValues<Name>, name: NoInfer<Name>): string[] =>
  textOf(values, name)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
export const pairsOf = <Name extends string>(values: FormValues<Name>, name: NoInfer<Name>): Pair[] => {
  const value = values[name];
  return Array.isArray(value) ? (value as Pair[]).filter((pair) => typeof pair === 'object' && (pair.first.trim() || pair.second.trim())) : [];
};
export const idsOf = <Name extends string>(values: FormValues<Name>, name: NoInfer<Name>): number[] => {
  const value = values[name];
  return Array.isArray(value) ? (value as number[]).filter((entry) => typeof entry === 'number') : [];
};
export const pictureIdOf = <Name extends string>(values: FormValues<Name>, name: NoInfer<Name>): number | null => {
  const value = values[name];
  return typeof value === 'number' ? value : null;
};
/** A number typed with a comma or a point; NaN when it is not one. */
export const numberOf = <Name extends string>(values: FormValues<Name>, name: NoInfer<Name>): number => Number(trimmed(values, name).replace(',', '.'));
export const numberText = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));
/** An amount in euro as typed ('250,53', '250.5'); NaN when it is not one (see parseAmountInput). */
export const amountOf = <Name extends string>(values: FormValues<Name>, name: NoInfer<Name>): number => parseAmountInput(trimmed(values, name));

/**
 * What the contract cannot see: an empty address is made from the title (or name), so while that is wrong
 * the address's own error would only repeat it.
 */
export function withoutDerivedSlugError(errors: FieldErrors, values: FormValues, source = 'title'): FieldErrors {
  if (!trimmed(values, 'slug') && errors[source]) delete errors.slug;
  return errors;
}

/** An ordered section's place in the list and status, as its form holds them… */
export const orderAndStatusValues = (item: { order: number; isActive: boolean }) => ({ order: String(item.order), isActive: item.isActive });
/** …and as its body sends them (an empty place is the first). */
export const orderAndStatusOf = (values: FormValues<'order' | 'isActive'>) => ({
  order: Number(textOf(values, 'order') || '0'),
  isActive: flag(values, 'isActive'),
});

/** A section's calls on the API, its save sending the body its form's values make (and what the edited item keeps). */
export function sectionApi<Item extends { id: number }, Name extends string, Body>(
  writes: Omit<SectionApi<Item, Name>, 'save'> & { save: (body: Body, id: number | null) => Promise<Item> },
  bodyOf: (values: FormValues<Name>, editing: Item | null) => Body,
): SectionApi<Item, Name> {
  return { save: (values, editing) => writes.save(bodyOf(values, editing), editing?.id ?? null), change: writes.change, remove: writes.remove };
}

/**
 * `image`, an image's address from before the picture library, has no field: staff choose a picture. The
 * body of an edit carries the item's own back, or saving would erase it (a replace sets what it leaves out
 * to nothing) and the public page would lose the only image it had.
 */
export const keepingImage =
  <Values, Body>(bodyOf: (values: Values) => Body) =>
  (values: Values, editing: { image: string | null } | null): Body & { image: string | null } => ({ ...bodyOf(values), image: editing?.image ?? null });
