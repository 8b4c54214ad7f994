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

  it('shows the version of its text under the date', () => {
    render(
      <LegalDocument title="Проба" metaDescription="Описание" updated="Последна актуализация: август 2025 г." version="2025-08.0123abcd" sections={sections} />,
    );
    const date = screen.getByText('Последна актуализация: август 2025 г.');
    const version = screen.getByText('Версия на текста: 2025-08.0123abcd');
    expect(date.compareDocumentPosition(version) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('scrolls to the section named in the address when it opens, so anchors survive a reload', () => {
    window.history.replaceState(null, '', '/terms#vtori');
    render(<LegalDocument title="Проба" metaDescription="Описание" version="2025-08.0123abcd" sections={sections} />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('region', { name: '2. Втори' }));
  });

  it('does not scroll without a fragment or for an id outside the page', () => {
    const { unmount } = render(<LegalDocument title="Проба" metaDescription="Описание" version="2025-08.0123abcd" sections={sections} />);
    unmount();
    window.history.replaceState(null, '', '/terms#nyama-takav');
    render(<LegalDocument title="Проба" metaDescription="Описание" version="2025-08.0123abcd" sections={sections} />);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
