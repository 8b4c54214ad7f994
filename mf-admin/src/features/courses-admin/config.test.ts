import type { FormValues } from '../../components/item-editor/fields';
import { coursesSection } from './config';

const typed = (values: FormValues = {}) => ({ ...coursesSection.emptyValues(), title: 'Лидерство', price: '349,50', ...values });

describe('the course form’s rules', () => {
  it('accepts what the API accepts', () => {
    expect(coursesSection.validate(typed())).toEqual({});
  });

  it('says what is missing in the API’s words, and the price in the form’s own', () => {
    expect(coursesSection.validate(coursesSection.emptyValues())).toEqual({
      title: 'Полето „Заглавие“ не може да е празно',
      price: 'Въведете цена в евро, например 250,53 (0 или повече, до два знака след запетаята)',
    });
  });

  it('checks the body it would send against the contract: limits, lists and numbers', () => {
    expect(
      coursesSection.validate(
        typed({
          slug: 'Лош адрес',
          price: '-1',
          order: '1,5',
          quoteAuthor: 'а'.repeat(301),
          modules: [
            { first: 'Идея', second: '' },
            { first: ' ', second: 'Описание без заглавие' },
          ],
        }),
      ),
    ).toEqual({
      slug: 'Полето „Адрес (slug)“ може да съдържа само малки латински букви, цифри и единични тирета',
      price: 'Полето „Цена“ трябва да е поне 0',
      order: 'Полето „Ред в списъка“ трябва да е цяло число',
      quoteAuthor: 'Полето „Автор на цитата“ е твърде дълго (най-много 300 знака)',
      modules: 'Полето „Модул 2: Заглавие“ не може да е празно',
    });
  });

  it('takes euro with a comma or a point and at most two decimals', () => {
    expect(coursesSection.validate(typed({ price: '1 190,00', realValue: '2199.5' }))).toEqual({});
    expect(coursesSection.validate(typed({ price: '250,534', realValue: '1,2,3' }))).toEqual({
      price: 'Въведете цена в евро, например 250,53 (0 или повече, до два знака след запетаята)',
      realValue: 'Въведете реалната стойност в евро, например 1124,33, или оставете празно',
    });
  });

  it('keeps the rules only the typed text shows', () => {
    expect(coursesSection.validate(typed({ price: 'сто', realValue: 'много', faq: [{ first: 'Кога?', second: '' }] }))).toEqual({
      price: 'Въведете цена в евро, например 250,53 (0 или повече, до два знака след запетаята)',
      realValue: 'Въведете реалната стойност в евро, например 1124,33, или оставете празно',
      faq: 'Всеки въпрос има и отговор',
    });
  });
});
