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
    const { container } = render(<PlaceholderImage src="/images/missing.jpg" name="Георги Петров" />);
    // The image is decorative (alt=""), so it has no role to query by.
    const image = container.getElementsByTagName('img')[0];
    expect(image).toHaveAttribute('src', '/images/missing.jpg');
    fireEvent.error(image as HTMLImageElement);
    expect(container.getElementsByTagName('img')).toHaveLength(0);
    expect(screen.getByText('ГП')).toBeInTheDocument();
  });
});
