// What a console section's form is made of: its fields, the values they hold while staff type, and the
// small conversions from those values to an API body.
import type { QueryKey } from '@tanstack/react-query';
import type { Picture, StatusAndOrder } from '@site/shared';

/** Two texts that belong together: a module's title and description, a question and its answer. */
export interface Pair {
  first: string;
  second: string;
}

export type FieldValue = string | boolean | number[] | number | null | Pair[];
export type FormValues = Record<string, FieldValue>;
export type FieldErrors = Partial<Record<string, string>>;

interface BaseField {
  name: string;
  label: string;
  hint?: string;
}

export type FieldSpec = BaseField &
  (
    | { kind: 'text' | 'date' | 'url' | 'number' | 'color'; required?: boolean }
    | { kind: 'textarea' }
    | { kind: 'checkbox' }
    /** One entry per line (skills, suitable for, how it works). */
    | { kind: 'lines' }
    | { kind: 'pairs'; first: string; second: string; addLabel: string; removeLabel: string }
    /** Several of a list the app passes in (a course's lecturers). */
    | { kind: 'choices' }
    | { kind: 'picture' }
  );

export interface Choice {
  value: number;
  label: string;
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
  moved: string;
  changeFailed: string;
  invalid: string;
}

export interface SectionApi<Item> {
  save: (token: string, values: FormValues, id: number | null) => Promise<Item>;
  change: (token: string, id: number, change: StatusAndOrder) => Promise<Item>;
  remove: (token: string, id: number) => Promise<void>;
}

/** Everything the generic list and form need to manage one kind of item. */
export interface SectionConfig<Item extends { id: number; isActive: boolean }> {
  fields: FieldSpec[];
  emptyValues: () => FormValues;
  valuesOf: (item: Item) => FormValues;
  validate: (values: FormValues) => FieldErrors;
  titleOf: (item: Item) => string;
  /** Short lines under the title in the list (address, price, date). */
  detailsOf: (item: Item) => string[];
  pictureOf: (item: Item) => Picture | null;
  /** Absent where the list has its own order (events by date). */
  orderOf?: (item: Item) => number;
  /** What is inactive called ('Неактивен', 'Скрит'). */
  statusLabels: { active: string; inactive: string };
  messages: SectionMessages;
  api: SectionApi<Item>;
  /** Every read that shows these items, public ones too: refreshed after a change. */
  invalidates: QueryKey[];
}

export const textOf = (values: FormValues, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};
export const trimmed = (values: FormValues, name: string): string => textOf(values, name).trim();
export const orNull = (values: FormValues, name: string): string | null => trimmed(values, name) || null;
export const flag = (values: FormValues, name: string): boolean => values[name] === true;
export const linesOf = (values: FormValues, name: string): string[] =>
  textOf(values, name)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
export const pairsOf = (values: FormValues, name: string): Pair[] => {
  const value = values[name];
  return Array.isArray(value) ? (value as Pair[]).filter((pair) => typeof pair === 'object' && (pair.first.trim() || pair.second.trim())) : [];
};
export const idsOf = (values: FormValues, name: string): number[] => {
  const value = values[name];
  return Array.isArray(value) ? (value as number[]).filter((entry) => typeof entry === 'number') : [];
};
export const pictureIdOf = (values: FormValues, name = 'pictureId'): number | null => {
  const value = values[name];
  return typeof value === 'number' ? value : null;
};
/** A number typed with a comma or a point; NaN when it is not one. */
export const numberOf = (values: FormValues, name: string): number => Number(trimmed(values, name).replace(',', '.'));
export const numberText = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/**
 * What the contract cannot see: an empty address is made from the title (or name), so while that is wrong
 * the address's own error would only repeat it.
 */
export function withoutDerivedSlugError(errors: FieldErrors, values: FormValues, source = 'title'): FieldErrors {
  if (!trimmed(values, 'slug') && errors[source]) delete errors.slug;
  return errors;
}
