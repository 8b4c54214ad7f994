import { render, screen } from '@testing-library/react';
import { LegalDocument } from './legal-document';

const sections = [
  { id: 'parvi', title: 'Първи', content: <p>Текст на първия раздел.</p> },
  { id: 'vtori', title: 'Втори', content: <p>Текст на втория раздел.</p> },
];

describe('LegalDocument', () => {
  const scrollIntoView = jest.fn();
  // jsdom does not implement scrolling, so the method is stubbed for this file and restored after it.
  const originalScrollIntoView = Element.prototype.scrollIntoView;

  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  afterAll(() => {
    Element.prototype.scrollIntoView = originalScrollIntoView;
  });

  it('scrolls to the section named in the address when it opens, so anchors survive a reload', () => {
    window.history.replaceState(null, '', '/terms#vtori');
    render(<LegalDocument title="Проба" metaDescription="Описание" sections={sections} />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('region', { name: '2. Втори' }));
  });

  it('does not scroll without a fragment or for an id outside the page', () => {
    const { unmount } = render(<LegalDocument title="Проба" metaDescription="Описание" sections={sections} />);
    unmount();
    window.history.replaceState(null, '', '/terms#nyama-takav');
    render(<LegalDocument title="Проба" metaDescription="Описание" sections={sections} />);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
