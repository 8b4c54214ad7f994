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

  it('says so when the price is not an amount in euro', () => {
    const message = 'Въведете цена в евро, например 49,90 (0 за безплатно, до два знака след запетаята)';
    expect(eventsSection.validate(typed({ price: 'безплатно' }))).toEqual({ price: message });
    expect(eventsSection.validate(typed({ price: '49,999' }))).toEqual({ price: message });
    expect(eventsSection.validate(typed({ price: '49,90' }))).toEqual({});
  });
});
