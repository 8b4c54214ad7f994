import { ArticleInputSchema } from './article';
import { CategoryInputSchema } from './category';
import { CourseInputSchema } from './course';
import { EventInputSchema } from './event';
import { fieldLabel, formErrors, issueField, validationMessage, type SchemaIssue } from './messages';
import { DATE_PATTERN } from './patterns';
import { PromotionInputSchema } from './promotion';
import { StatusAndOrderSchema } from './status-and-order';

const course = { slug: 'biznes-planirane', title: 'Бизнес планиране', price: 490 };
const issue = (keyword: string, instancePath: string, params: object = {}): SchemaIssue => ({ keyword, instancePath, params });

describe('validationMessage (ajv, as the API reports)', () => {
  it.each([
    [issue('required', '', { missingProperty: 'title' }), 'Липсва задължителното поле „Заглавие“'],
    [issue('additionalProperties', '', { additionalProperty: 'viewCount' }), 'Непознато поле "viewCount"'],
    [issue('type', '/price', { type: 'number' }), 'Полето „Цена“ трябва да е число'],
    [issue('type', '/realValue', { type: ['number', 'null'] }), 'Полето „Реална стойност“ трябва да е число или null'],
    [issue('minLength', '/title', { limit: 1 }), 'Полето „Заглавие“ не може да е празно'],
    [issue('pattern', '/title', { pattern: '\\S' }), 'Полето „Заглавие“ не може да е празно'],
    [
      issue('pattern', '/slug', { pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }),
      'Полето „Адрес (slug)“ може да съдържа само малки латински букви, цифри и единични тирета',
    ],
    [issue('maxLength', '/quoteAuthor', { limit: 300 }), 'Полето „Автор на цитата“ е твърде дълго (най-много 300 знака)'],
    [issue('minimum', '/price', { comparison: '>=', limit: 0 }), 'Полето „Цена“ трябва да е поне 0'],
    [issue('maximum', '/order', { comparison: '<=', limit: 100000 }), 'Полето „Ред в списъка“ трябва да е най-много 100000'],
    [issue('maxItems', '/lectorIds', { limit: 50 }), 'Полето „Лектори“ съдържа твърде много елементи (най-много 50)'],
    [issue('minLength', '/modules/1/title', { limit: 1 }), 'Полето „Модул 2: Заглавие“ не може да е празно'],
    [issue('required', '/modules/0', { missingProperty: 'title' }), 'Липсва задължителното поле „Модул 1: Заглавие“'],
    [issue('minimum', '/lectorIds/2', { limit: 1 }), 'Полето „Лектор 3“ трябва да е поне 1'],
    [issue('maxLength', '/mainSkills/0', { limit: 1000 }), 'Полето „Основни умения № 1“ е твърде дълго (най-много 1000 знака)'],
    [issue('type', '/modules/0/foo', { type: 'string' }), 'Полето "modules.0.foo" трябва да е текст'],
    [issue('type', '', { type: 'object' }), 'Тялото на заявката трябва да е JSON обект'],
  ])('%j', (error, message) => {
    expect(validationMessage(error, 'body', CourseInputSchema)).toBe(message);
  });

  it('names the field by its key where the schema has no title for it', () => {
    expect(validationMessage(issue('required', '', { missingProperty: 'token' }), 'body', undefined)).toBe('Липсва задължителното поле "token"');
    expect(validationMessage(issue('type', '/id', { type: 'integer' }), 'params', { type: 'object', properties: { id: { type: 'integer' } } })).toBe(
      'Параметърът "id" трябва да е цяло число',
    );
    expect(validationMessage(issue('additionalProperties', '', { additionalProperty: 'foo' }), 'querystring', undefined)).toBe('Непознат параметър "foo"');
    expect(validationMessage(undefined, 'body', undefined)).toBe('Невалидна заявка');
  });

  it('says what a date and an address must look like', () => {
    expect(validationMessage(issue('pattern', '/eventDate', { pattern: DATE_PATTERN }), 'body', EventInputSchema)).toBe(
      'Полето „Дата (първи ден)“ трябва да е дата във вида ГГГГ-ММ-ДД',
    );
    expect(validationMessage(issue('pattern', '/color', { pattern: '^[#a-zA-Z0-9-]*$' }), 'body', CategoryInputSchema)).toBe(
      'Полето „Цвят“ е в невалиден формат',
    );
  });

  it('gives the key of the offending field for data.field', () => {
    expect(issueField(issue('required', '/modules/0', { missingProperty: 'title' }))).toBe('modules.0.title');
    expect(issueField(issue('additionalProperties', '', { additionalProperty: 'foo' }))).toBe('foo');
    expect(issueField(issue('required', '', { requiredProperties: ['content', 'slug'] }))).toBe('content');
    expect(issueField(issue('type', '', { type: 'object' }))).toBe('');
  });
});

describe('fieldLabel', () => {
  it('joins the titles along the path, numbering list items from 1', () => {
    expect(fieldLabel(CourseInputSchema, ['faq', '0', 'answer'])).toBe('Въпрос 1: Отговор');
    expect(fieldLabel(ArticleInputSchema, ['tags', '2'])).toBe('Етикети № 3');
    expect(fieldLabel(CourseInputSchema, ['nope'])).toBeNull();
    expect(fieldLabel(undefined, ['title'])).toBeNull();
  });
});

describe('formErrors (TypeBox, as the console checks)', () => {
  it('is empty for a body the API accepts', () => {
    expect(formErrors(CourseInputSchema, course)).toEqual({});
  });

  it('gives the first message per top-level field, in the API’s words', () => {
    expect(
      formErrors(CourseInputSchema, {
        ...course,
        title: '  ',
        price: -1,
        order: Number.NaN,
        modules: [{ title: 'Идея' }, { title: '', description: 'Без заглавие' }],
        lectorIds: [3, 0],
      }),
    ).toEqual({
      title: 'Полето „Заглавие“ не може да е празно',
      price: 'Полето „Цена“ трябва да е поне 0',
      order: 'Полето „Ред в списъка“ трябва да е цяло число',
      modules: 'Полето „Модул 2: Заглавие“ не може да е празно',
      lectorIds: 'Полето „Лектор 2“ трябва да е поне 1',
    });
  });

  it('names every missing field and every unknown one', () => {
    expect(formErrors(CourseInputSchema, { price: 1, extra: true })).toEqual({
      slug: 'Липсва задължителното поле „Адрес (slug)“',
      title: 'Липсва задължителното поле „Заглавие“',
      extra: 'Непознато поле "extra"',
    });
  });

  it('checks nullable fields, dates and addresses as the API does', () => {
    expect(formErrors(PromotionInputSchema, { title: 'Отстъпка', endsOn: null })).toEqual({});
    expect(formErrors(PromotionInputSchema, { title: 'Отстъпка', endsOn: '31.12.2099' })).toEqual({
      endsOn: 'Полето „Последен ден“ трябва да е дата във вида ГГГГ-ММ-ДД',
    });
    expect(formErrors(EventInputSchema, { slug: 'sreshta', title: 'Среща', eventDate: '2099-01-10', landingPageUrl: 'ftp://x' })).toEqual({
      landingPageUrl: 'Полето „Външна страница“ трябва да започва с http:// или https://',
    });
  });

  it('leaves out a rule on the whole body: there is no field to show it on', () => {
    expect(formErrors(StatusAndOrderSchema, {})).toEqual({});
  });
});
