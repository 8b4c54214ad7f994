// One wording for a value that breaks a contract: the API's 400 answers (from ajv's errors) and the console's
// field messages (from TypeBox's) say the same thing, and name a field by its schema `title` where it has one
// ('Полето „Заглавие“ не може да е празно'), by its key otherwise ('Непознато поле "foo"').
import type { TSchema } from 'typebox';
import { Errors } from 'typebox/value';
import { DATE_PATTERN, HTTP_URL_PATTERN, NOT_BLANK_PATTERN, SLUG_PATTERN } from './patterns';

/** A validation error as ajv and TypeBox report it (TypeBox lists every missing or unknown property at once). */
export interface SchemaIssue {
  keyword: string;
  instancePath: string;
  params: object;
}

/** Where the value was: the fields of a request body (or a form), or a request's other parameters. */
export type IssuePlace = 'body' | 'querystring' | 'params' | 'headers';

export const INVALID_REQUEST = 'Невалидна заявка';
const BODY_NOT_OBJECT = 'Тялото на заявката трябва да е JSON обект';

const typeNames: Record<string, string> = {
  string: 'текст',
  integer: 'цяло число',
  number: 'число',
  boolean: 'true или false',
  array: 'списък',
  object: 'обект',
  null: 'null',
};

/** What a value of a known pattern must look like, said the way the console's forms say it. */
const patternRules: Record<string, string> = {
  [SLUG_PATTERN]: 'може да съдържа само малки латински букви, цифри и единични тирета',
  [DATE_PATTERN]: 'трябва да е дата във вида ГГГГ-ММ-ДД',
  [HTTP_URL_PATTERN]: 'трябва да започва с http:// или https://',
};

function describeType(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((name) => typeNames[String(name)] ?? String(name)).join(' или ');
}

type SchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema itself, or the branches of its anyOf/oneOf (a nullable object written as a union). */
function branchesOf(node: SchemaNode): SchemaNode[] {
  const union = node.anyOf ?? node.oneOf;
  return Array.isArray(union) ? union.filter(isNode) : [node];
}

function propertyOf(node: SchemaNode, key: string): SchemaNode | undefined {
  for (const branch of branchesOf(node)) {
    const properties = branch.properties;
    if (isNode(properties) && isNode(properties[key])) return properties[key];
  }
  return undefined;
}

function itemsOf(node: SchemaNode): SchemaNode | undefined {
  for (const branch of branchesOf(node)) if (isNode(branch.items)) return branch.items;
  return undefined;
}

const titleOf = (node: SchemaNode | undefined): string | undefined => (typeof node?.title === 'string' && node.title ? node.title : undefined);

/**
 * The name of the field at `path` for people, from the schema's titles: 'Заглавие', or 'Модул 2: Заглавие'
 * inside a list whose items have a title (else 'Етикети № 2'); null when a step of the path has no title.
 */
export function fieldLabel(schema: unknown, path: readonly string[]): string | null {
  if (!isNode(schema) || path.length === 0) return null;
  const parts: string[] = [];
  let node: SchemaNode = schema;
  for (const step of path) {
    const items = /^\d+$/.test(step) ? itemsOf(node) : undefined;
    if (items) {
      const list = parts.pop();
      if (list === undefined) return null;
      const itemTitle = titleOf(items);
      parts.push(itemTitle ? `${itemTitle} ${Number(step) + 1}` : `${list} № ${Number(step) + 1}`);
      node = items;
      continue;
    }
    const property = propertyOf(node, step);
    const title = titleOf(property);
    if (!property || !title) return null;
    parts.push(title);
    node = property;
  }
  return parts.join(': ');
}

const param = (issue: SchemaIssue, key: string): unknown => (issue.params as Record<string, unknown>)[key];

/** The first name among a TypeBox list or ajv's single one. */
function firstName(value: unknown): string {
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : '';
  return typeof value === 'string' ? value : '';
}

function pointerSteps(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((step) => step.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The path of the offending field: the missing or unknown property's own for those keywords. */
export function issuePath(issue: SchemaIssue): string[] {
  const steps = pointerSteps(issue.instancePath);
  if (issue.keyword === 'required') {
    const missing = firstName(param(issue, 'missingProperty')) || firstName(param(issue, 'requiredProperties'));
    return missing ? [...steps, missing] : steps;
  }
  if (issue.keyword === 'additionalProperties') {
    const unknown = firstName(param(issue, 'additionalProperty')) || firstName(param(issue, 'additionalProperties'));
    return unknown ? [...steps, unknown] : steps;
  }
  return steps;
}

/** The offending field as the API names it in `data.field`: 'title', 'modules.0.title'; '' for the whole value. */
export function issueField(issue: SchemaIssue): string {
  return issuePath(issue).join('.');
}

/**
 * The Bulgarian message for one validation error of a request part or a form. `schema` is the schema the
 * value was checked against: its titles name the fields.
 */
export function validationMessage(issue: SchemaIssue | undefined, place: string | undefined, schema?: unknown): string {
  if (!issue) return INVALID_REQUEST;
  const path = issuePath(issue);
  const field = path.join('.');
  if (!field) return place === 'body' ? BODY_NOT_OBJECT : INVALID_REQUEST;
  const inBody = place === 'body';
  // An unknown property has no title by definition: it is named as it was sent.
  const label = issue.keyword === 'additionalProperties' ? null : fieldLabel(schema, path);
  const name = label ? `„${label}“` : `"${field}"`;
  const noun = inBody ? `Полето ${name}` : `Параметърът ${name}`;
  const limit = String(param(issue, 'limit'));
  switch (issue.keyword) {
    case 'required':
      return inBody ? `Липсва задължителното поле ${name}` : `Липсва задължителният параметър ${name}`;
    case 'additionalProperties':
      return inBody ? `Непознато поле ${name}` : `Непознат параметър ${name}`;
    case 'type':
      return `${noun} трябва да е ${describeType(param(issue, 'type'))}`;
    case 'minLength':
      return `${noun} не може да е празно`;
    case 'pattern': {
      const pattern = String(param(issue, 'pattern'));
      if (pattern === NOT_BLANK_PATTERN) return `${noun} не може да е празно`;
      return `${noun} ${patternRules[pattern] ?? 'е в невалиден формат'}`;
    }
    case 'maxLength':
      return `${noun} е твърде дълго (най-много ${limit} знака)`;
    case 'minimum':
      return `${noun} трябва да е поне ${limit}`;
    case 'maximum':
      return `${noun} трябва да е най-много ${limit}`;
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `${noun} е извън допустимите стойности`;
    case 'maxItems':
      return `${noun} съдържа твърде много елементи (най-много ${limit})`;
    case 'enum':
    case 'const':
      return `${noun} има недопустима стойност`;
    default:
      return `${noun} е невалидно`;
  }
}

/** TypeBox's errors one per field, as ajv gives them: a missing or unknown property each, no `false` schema echo. */
function splitIssues(issue: SchemaIssue): SchemaIssue[] {
  const many = (key: string, single: string) => {
    const names = param(issue, key);
    return Array.isArray(names) ? names.map((name) => ({ ...issue, params: { [single]: name } })) : [issue];
  };
  if (issue.keyword === 'required') return many('requiredProperties', 'missingProperty');
  if (issue.keyword === 'additionalProperties') return many('additionalProperties', 'additionalProperty');
  // TypeBox also reports an unknown property as the `false` of additionalProperties failing at its path.
  if (issue.keyword === 'boolean') return [];
  return [issue];
}

/**
 * A form's errors against a contract: the first message per top-level field of `value` (a list's
 * message sits on the list: 'modules' says 'Полето „Модул 2: Заглавие“ не може да е празно').
 */
export function formErrors(schema: TSchema, value: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of Errors(schema, value).flatMap(splitIssues)) {
    const [key] = issuePath(issue);
    if (key === undefined || key in errors) continue;
    errors[key] = validationMessage(issue, 'body', schema);
  }
  return errors;
}
