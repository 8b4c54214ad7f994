import { act, screen, within } from '@testing-library/react';
import { fetchFeaturedArticles, fetchPublishedArticles } from '../api';
import { buildArticle } from '../test-data';
import { renderAt } from '../test-router';

jest.mock('../api', () => ({
  ...jest.requireActual<typeof import('../api')>('../api'),
  fetchFeaturedArticles: jest.fn(),
  fetchPublishedArticles: jest.fn(),
}));

const first = buildArticle({ title: 'Първа' });
const second = buildArticle({ title: 'Втора' });
const third = buildArticle({ title: 'Трета' });
const fourth = buildArticle({ title: 'Четвърта' });

describe('articles promo on the home page', () => {
  it('shows three featured articles and links to all articles', async () => {
    jest.mocked(fetchFeaturedArticles).mockResolvedValue([first, second, third, fourth].map((article) => ({ ...article, isFeatured: true })));
    jest.mocked(fetchPublishedArticles).mockResolvedValue([]);
    renderAt('/');
    const section = screen.getByRole('region', { name: 'Полезни статии за вашия бизнес' });
    expect(within(section).getByRole('link', { name: /Към всички статии/ })).toHaveAttribute('href', '/articles');

    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Първа', 'Втора', 'Трета']);
  });

  it('fills up with the newest articles when fewer than three are featured', async () => {
    jest.mocked(fetchFeaturedArticles).mockResolvedValue([third]);
    jest.mocked(fetchPublishedArticles).mockResolvedValue([first, second, third, fourth]);
    renderAt('/');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Трета', 'Първа', 'Втора']);
  });

  it('still invites to the articles when the featured ones cannot be loaded', async () => {
    jest.mocked(fetchFeaturedArticles).mockRejectedValue(new Error('Network Error'));
    jest.mocked(fetchPublishedArticles).mockRejectedValue(new Error('Network Error'));
    renderAt('/');
    const section = screen.getByRole('region', { name: 'Полезни статии за вашия бизнес' });
    // let the rejected call settle before looking again
    await act(async () => undefined);
    expect(fetchFeaturedArticles).toHaveBeenCalledTimes(1);
    expect(within(section).getByRole('link', { name: /Към всички статии/ })).toHaveAttribute('href', '/articles');
    expect(within(section).queryByRole('article')).not.toBeInTheDocument();
  });
});
