import { screen, within } from '@testing-library/react';
import { fetchPublishedArticles } from '../api';
import { buildArticle } from '../test-data';
import { renderAt } from '../test-router';

jest.mock('../api', () => ({
  ...jest.requireActual<typeof import('../api')>('../api'),
  fetchPublishedArticles: jest.fn(),
}));

const first = buildArticle({ title: 'Първа' });
const second = buildArticle({ title: 'Втора' });
const third = buildArticle({ title: 'Трета' });
const fourth = buildArticle({ title: 'Четвърта' });

describe('articles promo on the home page', () => {
  it('shows three featured articles and links to all articles', async () => {
    jest.mocked(fetchPublishedArticles).mockResolvedValue([first, second, third, fourth].map((article) => ({ ...article, isFeatured: true })));
    renderAt('/');
    // The section appears once its loader has the articles (the home page holds its place meanwhile).
    expect(screen.queryByRole('region', { name: 'Полезни статии за вашия бизнес' })).not.toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Полезни статии за вашия бизнес' });
    expect(within(section).getByRole('link', { name: /Към всички статии/ })).toHaveAttribute('href', '/articles');

    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Първа', 'Втора', 'Трета']);
  });

  it('fills up with the newest articles when fewer than three are featured', async () => {
    jest.mocked(fetchPublishedArticles).mockResolvedValue([first, second, { ...third, isFeatured: true }, fourth]);
    renderAt('/');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Трета', 'Първа', 'Втора']);
  });

  it('still invites to the articles when they cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(fetchPublishedArticles).mockRejectedValue(new Error('Network Error'));
    renderAt('/');
    const section = await screen.findByRole('region', { name: 'Полезни статии за вашия бизнес' });
    expect(console.error).toHaveBeenCalledWith('Published articles:', 'Network Error');
    // The failed read is not tried again when the section renders.
    expect(fetchPublishedArticles).toHaveBeenCalledTimes(1);
    expect(within(section).getByRole('link', { name: /Към всички статии/ })).toHaveAttribute('href', '/articles');
    expect(within(section).queryByRole('article')).not.toBeInTheDocument();
  });
});
