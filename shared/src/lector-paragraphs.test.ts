import { splitLectorDescription } from './lector-paragraphs';

const long = (word: string) => `${word} ${'дълъг текст за опита на лектора '.repeat(8).trim()}.`;

describe('splitLectorDescription', () => {
  it('splits at newlines', () => {
    const a = long('Първи');
    const b = long('Втори');
    expect(a.length).toBeGreaterThanOrEqual(210);
    expect(splitLectorDescription(`${a}\n${b}`)).toEqual([a, b]);
  });

  it('splits at sentence ends (., ! and ?)', () => {
    const a = long('Първи');
    const b = `${long('Втори').slice(0, -1)}!`;
    const c = `${long('Трети').slice(0, -1)}?`;
    expect(splitLectorDescription(`${a} ${b}  ${c}`)).toEqual([a, b, c]);
  });

  it('drops fragments of 20 characters or less', () => {
    const a = long('Първи');
    expect(splitLectorDescription(`${a} Числата не лъжат.\nКратко.`)).toEqual([a]);
    // exactly 20 characters is dropped, 21 is kept
    const twenty = 'Абвгдежзий абвгдежз.';
    const twentyOne = 'Абвгдежзий абвгдежзи.';
    expect(twenty).toHaveLength(20);
    expect(twentyOne).toHaveLength(21);
    expect(splitLectorDescription(`${a}\n${twenty}`)).toEqual([a]);
    expect(splitLectorDescription(`${a}\n${twentyOne}`)).toEqual([a, twentyOne]);
  });

  it('removes duplicates, keeping the first', () => {
    const a = long('Първи');
    const b = long('Втори');
    expect(splitLectorDescription(`${a}\n${b}\n${a}`)).toEqual([a, b]);
  });

  it('merges consecutive paragraphs under 210 characters in pairs', () => {
    const s1 = 'Николай е предприемач с над 30 години опит.';
    const s2 = 'Основал е три успешни компании в България.';
    const s3 = 'Днес е ментор на млади предприемачи.';
    expect(splitLectorDescription(`${s1} ${s2} ${s3}`)).toEqual([`${s1} ${s2}`, s3]);
  });

  it('does not merge a short paragraph with a long neighbour', () => {
    const short = 'Николай е предприемач с над 30 години опит.';
    const a = long('Първи');
    expect(splitLectorDescription(`${short}\n${a}\n${short.replace('30', '40')}`)).toEqual([short, a, short.replace('30', '40')]);
  });

  it('returns nothing for an empty description', () => {
    expect(splitLectorDescription('')).toEqual([]);
    expect(splitLectorDescription('  \n ')).toEqual([]);
  });
});
