import { lecturersSection } from './config';

describe('the lecturer form’s rules', () => {
  it('are the contract’s, on the body the form would send', () => {
    expect(lecturersSection.validate({ ...lecturersSection.emptyValues(), fullName: 'Мария Иванова' })).toEqual({});
    expect(lecturersSection.validate({ ...lecturersSection.emptyValues(), order: 'първи' })).toEqual({
      fullName: 'Полето „Име и фамилия“ не може да е празно',
      order: 'Полето „Ред в списъка“ трябва да е цяло число',
    });
  });
});
