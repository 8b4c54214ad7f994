import { fireEvent, render, screen } from '@testing-library/react';
import { hueOf, initialsOf, PlaceholderImage } from './placeholder-image';

describe('PlaceholderImage', () => {
  it('makes initials from the first two words that start with a letter', () => {
    expect(initialsOf('Николай Стоянов')).toBe('НС');
    expect(initialsOf('ВИП пакет „От идея до бизнес“')).toBe('ВП');
    expect(initialsOf('„Продажби“ без съпротива')).toBe('ПБ');
    expect(initialsOf('')).toBe('');
  });

  it('gives a name the same hue every time', () => {
    expect(hueOf('Мария Иванова')).toBe(hueOf('Мария Иванова'));
    expect(hueOf('Мария Иванова')).toBeGreaterThanOrEqual(0);
    expect(hueOf('Мария Иванова')).toBeLessThan(360);
  });

  it('shows initials when there is no image', () => {
    render(<PlaceholderImage src={null} name="Мария Иванова" />);
    expect(screen.getByText('МИ')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('replaces an image that fails to load with the initials', () => {
    render(<PlaceholderImage src="/images/missing.jpg" name="Георги Петров" />);
    // The image is decorative (alt=""): its role is presentation.
    const image = screen.getByRole('presentation');
    expect(image).toHaveAttribute('src', '/images/missing.jpg');
    fireEvent.error(image);
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
    expect(screen.getByText('ГП')).toBeInTheDocument();
  });

  it('shows a library picture with its alt text, AVIF and WebP sources, and its size so nothing shifts', () => {
    render(
      <PlaceholderImage
        picture={{ id: 4, alt: 'Лекторът на сцената', width: 960, height: 540, format: 'jpeg', widths: [480, 960] }}
        src={null}
        name="Георги Петров"
      />,
    );
    const image = screen.getByRole('img', { name: 'Лекторът на сцената' });
    expect(image).toHaveAttribute('width', '960');
    expect(image).toHaveAttribute('height', '540');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('srcset', '/api/pictures/4/480.jpg 480w, /api/pictures/4/960.jpg 960w');
    const sources = image.closest('picture')?.querySelectorAll('source') ?? [];
    expect([...sources].map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])).toEqual([
      ['image/avif', '/api/pictures/4/480.avif 480w, /api/pictures/4/960.avif 960w'],
      ['image/webp', '/api/pictures/4/480.webp 480w, /api/pictures/4/960.webp 960w'],
    ]);
    fireEvent.error(image);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('ГП')).toBeInTheDocument();
  });
});
