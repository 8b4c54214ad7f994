import { pageCount, pageInView, pageStart } from './slider-pages';

it('counts the pages of each size, the last one partly filled', () => {
  expect(pageCount(7, 3)).toBe(3);
  expect(pageCount(6, 3)).toBe(2);
  expect(pageCount(7, 1)).toBe(7);
  expect(pageCount(1, 3)).toBe(1);
});

it('starts each page at its first card, wrapping around before the first and after the last', () => {
  expect([0, 1, 2].map((page) => pageStart(page, 7, 3))).toEqual([0, 3, 6]);
  expect(pageStart(3, 7, 3)).toBe(0);
  expect(pageStart(-1, 7, 3)).toBe(6);
  expect(pageStart(-1, 7, 2)).toBe(6);
  expect(pageStart(4, 7, 2)).toBe(0);
});

describe('the page in view', () => {
  /** A track of `cards` cards `step` px apart (card and gap), `width` px wide, scrolled to `scrollLeft`. */
  function track(cards: number, step: number, width: number, scrollLeft: number): HTMLElement {
    const element = document.createElement('ul');
    for (let index = 0; index < cards; index += 1) {
      const card = element.appendChild(document.createElement('li'));
      Object.defineProperty(card, 'offsetLeft', { value: 4 + index * step });
    }
    Object.defineProperties(element, {
      scrollLeft: { value: scrollLeft },
      clientWidth: { value: width },
      scrollWidth: { value: cards * step + 8 },
    });
    return element;
  }

  it('is the page of the first card in view', () => {
    expect(pageInView(track(7, 340, 1008, 0), 7, 3)).toBe(0);
    expect(pageInView(track(7, 340, 1008, 1020), 7, 3)).toBe(1);
    // Stopped a little off a card (a swipe in progress): the nearest card's page.
    expect(pageInView(track(7, 340, 1008, 1000), 7, 3)).toBe(1);
  });

  it('is the last page at the end, where a last page of fewer cards cannot start at its own card', () => {
    // 7 cards of 2 a page: the last page is card 7 alone, shown with card 6 at the end of the track.
    const end = 7 * 388 + 8 - 764;
    expect(pageInView(track(7, 388, 764, end), 7, 2)).toBe(3);
  });
});
