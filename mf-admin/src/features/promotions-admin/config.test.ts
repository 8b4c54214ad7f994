import { promotionsSection } from './config';

describe('the promotion form’s rules', () => {
  it('are the contract’s, on the body the form would send', () => {
    expect(promotionsSection.validate({ ...promotionsSection.emptyValues(), title: 'Отстъпка за екипи' })).toEqual({});
    expect(promotionsSection.validate({ ...promotionsSection.emptyValues(), endsOn: '31.12' })).toEqual({
      title: 'Полето „Заглавие“ не може да е празно',
      endsOn: 'Полето „Последен ден“ трябва да е дата във вида ГГГГ-ММ-ДД',
    });
  });
});
