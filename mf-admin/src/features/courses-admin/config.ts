// The courses section: one form for regular courses, 'индивидуални консултации', 'учебна програма' and
// VIP packages (a VIP package is a course whose title starts with 'ВИП пакет'; its page shows the real
// value, guarantee, limited and exclusive offer).
import type { Course, CourseInput } from '@site/shared';
import { CourseInputSchema } from '@site/shared/contracts/course';
import { formErrors } from '@site/shared/contracts/messages';
import { amountInputText, priceText } from '@site/shared/money';
import { coursePath } from '@site/shared/course-kind';
import { slugify } from '@site/shared/slugify';
import { queryKeys } from '@site/shared/data';
import type { FieldErrors, FieldSpecs, FormBody, FormName, FormValues, SectionConfig } from '../../components/item-editor/fields';
import {
  flag,
  idsOf,
  linesOf,
  amountOf,
  orderAndStatusOf,
  orderAndStatusValues,
  orNull,
  pairsOf,
  pictureIdOf,
  keepingImage,
  sectionApi,
  trimmed,
  withoutDerivedSlugError,
} from '../../components/item-editor/fields';
import { changeCourse, deleteCourse, saveCourse } from './api';
import { courseFieldMessages as m, courseMessages } from './messages';

/** `image`, an image's address from before the picture library, has no field (see keepingImage); prices are in euro. */
type CourseFormName = FormName<CourseInput, 'image'>;

const fields: FieldSpecs<CourseFormName> = {
  title: { kind: 'text', label: 'Заглавие', required: true, hint: 'Заглавие, което започва с „ВИП пакет“, прави курса ВИП пакет (адрес /vip-package/…).' },
  slug: { kind: 'text', label: 'Адрес (slug)', hint: 'Оставете празно, за да се образува от заглавието.' },
  pictureId: { kind: 'picture', label: 'Снимка' },
  shortDescription: { kind: 'textarea', label: 'Кратко описание' },
  longDescription: { kind: 'textarea', label: 'Подробно описание', hint: 'Всеки абзац на нов ред.' },
  price: { kind: 'number', label: 'Цена (€)', required: true, hint: 'В евро, с центовете след запетая: 250,53.' },
  mainSkills: { kind: 'lines', label: 'Основни умения' },
  suitableFor: { kind: 'lines', label: 'Подходящ за' },
  howItWorks: { kind: 'lines', label: 'Как протича' },
  modules: { kind: 'pairs', label: 'Модули', first: 'Заглавие на модул', second: 'Описание на модул', addLabel: 'Добави модул', removeLabel: 'Премахни модул' },
  lectorIds: { kind: 'choices', label: 'Лектори' },
  faq: { kind: 'pairs', label: 'Често задавани въпроси', first: 'Въпрос', second: 'Отговор', addLabel: 'Добави въпрос', removeLabel: 'Премахни въпрос' },
  realValue: { kind: 'number', label: 'Реална стойност (€, ВИП пакети)', hint: 'В евро. Показва се зачеркната до цената.' },
  hasGuarantee: { kind: 'checkbox', label: 'С гаранция и ограничена оферта (ВИП пакети)' },
  exclusiveOffer: { kind: 'textarea', label: 'Ексклузивна оферта' },
  quote: { kind: 'textarea', label: 'Цитат (ВИП пакети)' },
  quoteAuthor: { kind: 'text', label: 'Автор на цитата' },
  order: { kind: 'number', label: 'Ред в списъка' },
  isActive: { kind: 'checkbox', label: 'Активен (вижда се на сайта)' },
};

const emptyValues = (): FormValues<CourseFormName> => ({
  title: '',
  slug: '',
  pictureId: null,
  shortDescription: '',
  longDescription: '',
  price: '',
  mainSkills: '',
  suitableFor: '',
  howItWorks: '',
  modules: [],
  lectorIds: [],
  faq: [],
  realValue: '',
  hasGuarantee: false,
  exclusiveOffer: '',
  quote: '',
  quoteAuthor: '',
  order: '0',
  isActive: true,
});

const valuesOf = (course: Course): FormValues<CourseFormName> => ({
  title: course.title,
  slug: course.slug,
  pictureId: course.picture?.id ?? null,
  shortDescription: course.shortDescription,
  longDescription: course.longDescription,
  price: amountInputText(course.price),
  mainSkills: course.mainSkills.join('\n'),
  suitableFor: course.suitableFor.join('\n'),
  howItWorks: course.howItWorks.join('\n'),
  modules: course.modules.map((module) => ({ first: module.title, second: module.description })),
  lectorIds: course.lectors.map((lector) => lector.id),
  faq: course.faq.map((item) => ({ first: item.question, second: item.answer })),
  realValue: amountInputText(course.realValue),
  hasGuarantee: course.hasGuarantee,
  exclusiveOffer: course.exclusiveOffer ?? '',
  quote: course.quote ?? '',
  quoteAuthor: course.quoteAuthor ?? '',
  ...orderAndStatusValues(course),
});

const slugOf = (values: FormValues<CourseFormName>) => trimmed(values, 'slug') || slugify(trimmed(values, 'title'));

/**
 * The contract's rules on the body the form would send, and the few only the form can check: a price left
 * empty, typed with letters or with fractions of a cent (the body would carry 0 or NaN), and a question without its answer (the API
 * stores either alone, the course page shows them in pairs).
 */
function validate(values: FormValues<CourseFormName>): FieldErrors {
  const errors = withoutDerivedSlugError(formErrors(CourseInputSchema, courseInputOf(values)), values);
  if (!Number.isFinite(amountOf(values, 'price'))) errors.price = m.priceInvalid;
  if (trimmed(values, 'realValue') && !Number.isFinite(amountOf(values, 'realValue'))) errors.realValue = m.realValueInvalid;
  if (pairsOf(values, 'faq').some((pair) => !pair.first.trim() || !pair.second.trim())) errors.faq = m.faqIncomplete;
  return errors;
}

export function courseInputOf(values: FormValues<CourseFormName>): FormBody<CourseInput, CourseFormName> {
  return {
    slug: slugOf(values),
    title: trimmed(values, 'title'),
    shortDescription: trimmed(values, 'shortDescription'),
    longDescription: trimmed(values, 'longDescription'),
    pictureId: pictureIdOf(values, 'pictureId'),
    price: amountOf(values, 'price'),
    ...orderAndStatusOf(values),
    mainSkills: linesOf(values, 'mainSkills'),
    suitableFor: linesOf(values, 'suitableFor'),
    howItWorks: linesOf(values, 'howItWorks'),
    modules: pairsOf(values, 'modules').map((pair) => ({ title: pair.first.trim(), description: pair.second.trim() })),
    lectorIds: idsOf(values, 'lectorIds'),
    faq: pairsOf(values, 'faq').map((pair) => ({ question: pair.first.trim(), answer: pair.second.trim() })),
    realValue: trimmed(values, 'realValue') ? amountOf(values, 'realValue') : null,
    hasGuarantee: flag(values, 'hasGuarantee'),
    exclusiveOffer: orNull(values, 'exclusiveOffer'),
    quote: orNull(values, 'quote'),
    quoteAuthor: orNull(values, 'quoteAuthor'),
  };
}

export const coursesSection: SectionConfig<Course, CourseFormName> = {
  fields,
  emptyValues,
  valuesOf,
  validate,
  titleOf: (course) => course.title,
  detailsOf: (course) => [
    coursePath(course),
    `${priceText(course.price, new Date())} · ${course.moduleCount === 1 ? '1 модул' : `${course.moduleCount} модула`}`,
  ],
  pictureOf: (course) => course.picture,
  orderOf: (course) => course.order,
  statusLabels: { active: 'Активен', inactive: 'Неактивен' },
  messages: courseMessages,
  api: sectionApi({ save: saveCourse, change: changeCourse, remove: deleteCourse }, keepingImage(courseInputOf)),
  invalidates: [queryKeys.courses.all, queryKeys.pictures.all],
};
