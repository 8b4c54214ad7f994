import { screen, within } from '@testing-library/react';
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
    // The section appears once its loader has the articles (the home page holds its place meanwhile).
    expect(screen.queryByRole('region', { name: 'Полезни статии за вашия бизнес' })).not.toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Полезни статии за вашия бизнес' });
    expect(within(section).getByRole('link', { name: /Към всички статии/ })).toHaveAttribute('href', '/articles');

    const cards = within(section).getAllByRole('article');
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
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(fetchFeaturedArticles).mockRejectedValue(new Error('Network Error'));
    jest.mocked(fetchPublishedArticles).mockRejectedValue(new Error('Network Error'));
    renderAt('/');
    const section = await screen.findByRole('region', { name: 'Полезни статии за вашия бизнес' });
    expect(console.error).toHaveBeenCalledWith('Featured articles:', 'Network Error');
    // The failed read is not tried again when the section renders.
    expect(fetchFeaturedArticles).toHaveBeenCalledTimes(1);
    expect(within(section).getByRole('link', { name: /Към всички статии/ })).toHaveAttribute('href', '/articles');
    expect(within(section).queryByRole('article')).not.toBeInTheDocument();
  });
});
