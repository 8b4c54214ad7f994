import type { FormValues } from '../../components/item-editor/fields';
import { eventsSection } from './config';

const typed = (values: FormValues = {}) => ({ ...eventsSection.emptyValues(), title: 'Среща', eventDate: '2099-01-10', ...values });

describe('the event form’s rules', () => {
  it('accepts what the API accepts', () => {
    expect(eventsSection.validate(typed())).toEqual({});
  });

  it('checks the body it would send against the contract', () => {
    expect(eventsSection.validate(typed({ title: '', eventDate: '', landingPageUrl: 'www.example.bg' }))).toEqual({
      title: 'Полето „Заглавие“ не може да е празно',
      eventDate: 'Полето „Дата (първи ден)“ трябва да е дата във вида ГГГГ-ММ-ДД',
      landingPageUrl: 'Полето „Външна страница“ трябва да започва с http:// или https://',
    });
  });

  it('says so when the price is not a number', () => {
    expect(eventsSection.validate(typed({ price: 'безплатно' }))).toEqual({ price: 'Въведете цена в лева (число, 0 за безплатно)' });
  });
});
