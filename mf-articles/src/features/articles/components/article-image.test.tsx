import { fireEvent, render, screen } from '@testing-library/react';
import { ArticleImage } from './article-image';

const picture = { id: 9, alt: 'Бизнес план на масата', width: 1600, height: 900, format: 'jpeg' as const, widths: [480, 960, 1600] };

describe('ArticleImage', () => {
  it('shows a library picture with its own alt text, its size and AVIF/WebP sources, fetched first on the article page', () => {
    render(<ArticleImage picture={picture} fileName="old.png" alt="Заглавие" color="#1d4ed8" variant="hero" />);
    const image = screen.getByRole('img', { name: 'Бизнес план на масата' });
    expect(image).toHaveAttribute('src', '/api/pictures/9/480.jpg');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    const sources = image.closest('picture')?.querySelectorAll('source') ?? [];
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
  });

  it('falls back to the placeholder on a card when the picture fails to load', () => {
    const { container } = render(<ArticleImage picture={picture} fileName={null} alt="" color="#1d4ed8" variant="card" />);
    fireEvent.error(screen.getByRole('img', { name: 'Бизнес план на масата' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-container -- the placeholder is decorative (aria-hidden): no role or text to find it by.
    expect(container.querySelector('.articles-image--placeholder')).not.toBeNull();
  });
});
