import { splitInHalves } from './split-in-halves';

describe('splitInHalves', () => {
  it('splits paragraphs into two balanced halves', () => {
    expect(splitInHalves('Първи абзац.\nВтори абзац.\nТрети абзац.\nЧетвърти абзац.')).toEqual([
      ['Първи абзац.', 'Втори абзац.'],
      ['Трети абзац.', 'Четвърти абзац.'],
    ]);
  });

  it('balances by length, not by count', () => {
    const long = 'Дълъг абзац. '.repeat(20).trim();
    expect(splitInHalves(`${long}\nКратък.\nОще един.`)).toEqual([[long], ['Кратък.', 'Още един.']]);
  });

  it('splits a single paragraph at a sentence end', () => {
    expect(splitInHalves('Първо изречение тук. Второ изречение тук.')).toEqual([['Първо изречение тук.'], ['Второ изречение тук.']]);
  });

  it('keeps a single sentence whole and handles empty text', () => {
    expect(splitInHalves('Само едно изречение')).toEqual([['Само едно изречение'], []]);
    expect(splitInHalves('')).toEqual([[], []]);
  });
});
