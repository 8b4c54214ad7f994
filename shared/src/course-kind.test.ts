import { courseHeadingVariant, isVipPackage, vipTerms } from './course-kind';

describe('courseHeadingVariant', () => {
  it('recognises consultations and study programmes by the start of the title, in any case', () => {
    expect(courseHeadingVariant('Индивидуални консултации с ментор')).toBe('consultation');
    expect(courseHeadingVariant('ИНДИВИДУАЛНИ КОНСУЛТАЦИИ')).toBe('consultation');
    expect(courseHeadingVariant('Учебна програма „Предприемач“')).toBe('program');
    expect(courseHeadingVariant('  учебна ПРОГРАМА за мениджъри')).toBe('program');
  });

  it('treats everything else as a course, also when the words are not at the start', () => {
    expect(courseHeadingVariant('Бизнес планиране')).toBe('course');
    expect(courseHeadingVariant('Курс с индивидуални консултации')).toBe('course');
  });
});

describe('isVipPackage', () => {
  it('detects a title starting with "вип пакет" in any case', () => {
    expect(isVipPackage('ВИП пакет „От идея до бизнес“')).toBe(true);
    expect(isVipPackage('вип пакет')).toBe(true);
    expect(isVipPackage('Вип Пакет за продажби')).toBe(true);
  });

  it('does not detect other titles', () => {
    expect(isVipPackage('Бизнес планиране')).toBe(false);
    expect(isVipPackage('Пакет ВИП пакет')).toBe(false);
    expect(isVipPackage('ВИП')).toBe(false);
  });
});

describe('vipTerms', () => {
  it('takes the real value and guarantee from the data', () => {
    expect(vipTerms({ realValue: 2199, hasGuarantee: false })).toEqual({ realValue: 2199, hasGuarantee: false });
    expect(vipTerms({ realValue: 999, hasGuarantee: true })).toEqual({ realValue: 999, hasGuarantee: true });
  });

  it("falls back to 510,78 € (the spec's 999 лв) with the guarantee when the package has no real value", () => {
    expect(vipTerms({ realValue: null, hasGuarantee: false })).toEqual({ realValue: 510.78, hasGuarantee: true });
  });
});
