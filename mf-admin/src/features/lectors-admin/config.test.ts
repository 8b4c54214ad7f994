import { lectorsSection } from './config';

describe('the lecturer form’s rules', () => {
  it('are the contract’s, on the body the form would send', () => {
    expect(lectorsSection.validate({ ...lectorsSection.emptyValues(), fullName: 'Мария Иванова' })).toEqual({});
    expect(lectorsSection.validate({ ...lectorsSection.emptyValues(), order: 'първи' })).toEqual({
      fullName: 'Полето „Име и фамилия“ не може да е празно',
      order: 'Полето „Ред в списъка“ трябва да е цяло число',
    });
  });
});
