import { categoriesSection } from './config';

describe('the category form’s rules', () => {
  it('are the contract’s, on the body the form would send (an empty address comes from the name)', () => {
    expect(categoriesSection.validate({ ...categoriesSection.emptyValues(), name: 'Финанси' })).toEqual({});
    expect(categoriesSection.validate(categoriesSection.emptyValues())).toEqual({ name: 'Полето „Име“ не може да е празно' });
    expect(categoriesSection.validate({ ...categoriesSection.emptyValues(), name: 'Финанси', color: 'син цвят' })).toEqual({
      color: 'Полето „Цвят“ е в невалиден формат',
    });
  });
});
