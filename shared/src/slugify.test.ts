import { slugify, transliterate } from './slugify';

describe('slugify', () => {
  it.each([
    ['Бизнес планиране', 'biznes-planirane'],
    ['Бизнес организиране и структуриране', 'biznes-organizirane-i-strukturirane'],
    ['Търговски умения', 'turgovski-umeniia'],
    ['Финансова грамотност', 'finansova-gramotnost'],
    ['Лидерско управление на екипи', 'lidersko-upravlenie-na-ekipi'],
  ])('gives the spec course slug for %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('spells every Bulgarian letter the streamlined way', () => {
    expect(slugify('абвгдежзийклмнопрстуфхцчшщъьюя')).toBe('abvgdezhziiklmnoprstufhtschshshtuyiuia');
    expect(slugify('Щастие Юлия Жълт Цвят Чай Шапка Хляб')).toBe('shtastie-iuliia-zhult-tsviat-chai-shapka-hliab');
  });

  it('removes non-word characters and collapses separators', () => {
    expect(slugify('  Пари, пари & още пари!  ')).toBe('pari-pari-oshte-pari');
    expect(slugify('Топ 10 съвета: 2025 г.')).toBe('top-10-suveta-2025-g');
    expect(slugify('--а__б -- в--')).toBe('a-b-v');
    expect(slugify('„Кавички“ и (скоби)')).toBe('kavichki-i-skobi');
  });

  it('lower-cases Latin text and drops its accents', () => {
    expect(slugify('Café CRM Guide')).toBe('cafe-crm-guide');
  });

  it('gives an empty slug when nothing is left', () => {
    expect(slugify('!!! ---')).toBe('');
    expect(slugify('')).toBe('');
  });
});

describe('transliterate', () => {
  it('keeps capitals and leaves other characters alone', () => {
    expect(transliterate('Щом Юлия каза 5!')).toBe('Shtom Iuliia kaza 5!');
  });
});
