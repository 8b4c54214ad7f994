import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { byRoute, fakeApi, ok, reply, type Answer } from '@site/shared/testing/fake-api';
import { renderRoute, serveRemotesJson } from '../../test/render-route';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Hero } from './hero';
import { promoVideo } from './home-content';
import { PromoVideo } from './promo-video';

const loadRemoteMock = jest.mocked(loadRemote);

const consultationOffer = {
  id: 1,
  title: 'Безплатна консултация до 30.09',
  body: 'Запиши се до 30.09 и получи безплатна консултация.',
  endsOn: '2027-09-30',
  isActive: true,
  order: 1,
};
const instalments = {
  id: 2,
  title: 'Плащане на вноски',
  body: 'Можеш да платиш избрания курс на вноски чрез наш партньор – банка.',
  endsOn: null,
  isActive: true,
  order: 2,
};

/** The promotions the server shows now; the footer's course links are none. */
let promotions: Answer;
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  serveRemotesJson();
  loadRemoteMock.mockClear();
  promotions = ok([consultationOffer, instalments]);
  api = fakeApi(byRoute({ 'GET /promotions/active': (config) => reply(promotions, config), 'GET /courses/links': ok([]) }));
});
afterEach(() => api.restore());

describe('home page', () => {
  it('paints the hero as "Зареждане..." first', () => {
    const firstPaint = document.createElement('div');
    firstPaint.innerHTML = renderToString(
      <MemoryRouter>
        <Hero />
      </MemoryRouter>,
    );
    expect(firstPaint).toHaveTextContent('Зареждане...');
    expect(firstPaint.innerHTML).not.toContain('Безплатен курс по предприемачество');
  });

  it('then shows the hero: free course, 25 years of experience, a link to /events', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Безплатен курс по предприемачество' })).toBeInTheDocument();
    expect(screen.getByText(/над 25 години опит/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Виж предстоящите събития' })).toHaveAttribute('href', '/events');
  });

  it('loads the video only when the visitor presses play', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    const play = await screen.findByRole('button', { name: 'Пусни видеото: Промоционално видео на Бизнес Академия' });
    expect(screen.queryByTitle('Промоционално видео на Бизнес Академия')).not.toBeInTheDocument();
    await user.click(play);
    const frame = screen.getByTitle('Промоционално видео на Бизнес Академия');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\//));
  });

  it('sends the play button as a link to the video on YouTube, which plays in place once the page is taken over', async () => {
    const user = userEvent.setup();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<PromoVideo />);
    const link = within(container).getByRole('link', { name: /^Пусни видеото: Промоционално видео на Бизнес Академия/ });
    expect(link).toHaveAttribute('href', `https://www.youtube.com/watch?v=${promoVideo.youtubeId}`);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, <PromoVideo />);
      });
      expect(errors).not.toHaveBeenCalled();
      expect(within(container).queryByRole('link')).not.toBeInTheDocument();
      await user.click(within(container).getByRole('button', { name: 'Пусни видеото: Промоционално видео на Бизнес Академия' }));
      expect(within(container).getByTitle('Промоционално видео на Бизнес Академия').tagName).toBe('IFRAME');
    } finally {
      act(() => root?.unmount());
      container.remove();
      errors.mockRestore();
    }
  });

  it('composes the catalog slider, the promotional text and the articles promo', async () => {
    renderRoute('/');
    expect(await screen.findByText('Модул catalog/CoursesSlider')).toBeInTheDocument();
    expect(await screen.findByText('Модул articles/ArticlesPromo')).toBeInTheDocument();
    const promo = await screen.findByRole('region', { name: 'Специални условия' });
    expect(within(promo).getByRole('heading', { name: 'Безплатна консултация до 30.09' })).toBeInTheDocument();
    expect(within(promo).getByText(/на вноски чрез наш партньор/)).toBeInTheDocument();
  });

  it('shows only the promotions the server still shows, and no section when there are none', async () => {
    promotions = ok([instalments]);
    const { unmount } = renderRoute('/');
    const promo = await screen.findByRole('region', { name: 'Специални условия' });
    expect(within(promo).queryByText(/30\.09/)).not.toBeInTheDocument();
    unmount();
    promotions = ok([]);
    renderRoute('/');
    expect(await screen.findByText('Модул catalog/CoursesSlider')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Специални условия' })).not.toBeInTheDocument();
  });

  it('opens the consultation form in the modal and closes it when the form reports success', async () => {
    const user = userEvent.setup();
    // The catalog's form calls onSuccess 2000 ms after a successful request; here a button stands in.
    loadRemoteMock.mockImplementation(async (id: string) => ({
      Component: (props: { onSuccess?: () => void }) =>
        id === 'catalog/ConsultationForm'
          ? createElement('button', { type: 'button', onClick: props.onSuccess }, 'Формата е изпратена')
          : createElement('p', null, `Модул ${id}`),
    }));
    renderRoute('/');
    const band = await screen.findByRole('region', { name: 'Имаш въпроси относно твоя бизнес?' });
    // A link to /consultation (for a visitor without scripts), which opens the modal once they run.
    const opener = within(band).getByRole('link', { name: 'Безплатна консултация' });
    expect(opener).toHaveAttribute('href', '/consultation');
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Безплатна консултация' });
    await user.click(await within(dialog).findByRole('button', { name: 'Формата е изпратена' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => undefined);
  });
});
