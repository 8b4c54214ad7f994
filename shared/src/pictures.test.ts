import type { Picture } from './entities';
import { altTextError, describePictureUses, pictureMarkup } from './pictures';

const jpeg: Picture = { id: 7, alt: 'Зала', width: 1600, height: 900, format: 'jpeg', widths: [480, 960, 1600] };

describe('pictureMarkup', () => {
  it('offers AVIF and WebP sources and a JPEG <img> with every width, its size and its alt text', () => {
    expect(pictureMarkup(jpeg, '100vw')).toEqual({
      sources: [
        { type: 'image/avif', srcSet: '/api/pictures/7/480.avif 480w, /api/pictures/7/960.avif 960w, /api/pictures/7/1600.avif 1600w', sizes: '100vw' },
        { type: 'image/webp', srcSet: '/api/pictures/7/480.webp 480w, /api/pictures/7/960.webp 960w, /api/pictures/7/1600.webp 1600w', sizes: '100vw' },
      ],
      img: {
        src: '/api/pictures/7/480.jpg',
        srcSet: '/api/pictures/7/480.jpg 480w, /api/pictures/7/960.jpg 960w, /api/pictures/7/1600.jpg 1600w',
        sizes: '100vw',
        width: 1600,
        height: 900,
        alt: 'Зала',
      },
    });
  });

  it('does not offer a WebP upload twice', () => {
    const markup = pictureMarkup({ ...jpeg, format: 'webp', widths: [300] }, '6rem');
    expect(markup.sources.map((source) => source.type)).toEqual(['image/avif']);
    expect(markup.img.src).toBe('/api/pictures/7/300.webp');
  });
});

describe('alternative text and uses', () => {
  it('requires a non-blank alt text of at most 300 characters', () => {
    expect(altTextError('  ')).toBe('Въведете алтернативен текст на снимката');
    expect(altTextError('х'.repeat(301))).toBe('Алтернативният текст е до 300 символа');
    expect(altTextError('Лектор на сцената')).toBeNull();
  });

  it('names the items that show a picture', () => {
    expect(
      describePictureUses([
        { kind: 'course', title: 'Бизнес планиране' },
        { kind: 'lector', title: 'Иван Петров' },
      ]),
    ).toBe('курс „Бизнес планиране“, лектор „Иван Петров“');
  });
});
