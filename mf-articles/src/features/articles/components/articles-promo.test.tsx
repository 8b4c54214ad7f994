import { screen, within } from '@testing-library/react';
import { makeArticle } from '@site/shared/testing/factories';
import type { ArticleSummary } from '@site/shared';
import { fakeApi, networkError, pagesOf, type FakeRequest } from '@site/shared/testing/fake-api';
import { renderAt } from '../test-router';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

const first = makeArticle({ title: 'Първа' });
const second = makeArticle({ title: 'Втора' });
const third = makeArticle({ title: 'Трета' });
const fourth = makeArticle({ title: 'Четвърта' });

/** The server's paging of the cards, the featured ones alone when asked. */
const cardsOf = (articles: readonly ArticleSummary[]) =>
  fakeApi(pagesOf(articles, (article, config: FakeRequest) => !(config.params as { featured?: boolean }).featured || article.isFeatured));

describe('articles promo on the home page', () => {
  it('shows three featured articles and links to all articles', async () => {
    api = cardsOf([first, second, third, fourth].map((article) => ({ ...article, isFeatured: true })));
    renderAt('/');
    // The section appears once its loader has the articles (the home page holds its place meanwhile).
    expect(screen.queryByRole('region', { name: 'Полезни статии за вашия бизнес' })).not.toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Полезни статии за вашия бизнес' });
    expect(within(section).getByRole('link', { name: /Към всички статии/ })).toHaveAttribute('href', '/articles');

    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Първа', 'Втора', 'Трета']);
  });

  it('fills up with the newest articles when fewer than three are featured', async () => {
    api = cardsOf([first, second, { ...third, isFeatured: true }, fourth]);
    renderAt('/');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Трета', 'Първа', 'Втора']);
  });

  it('still invites to the articles when they cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api = fakeApi(networkError);
    renderAt('/');
    const section = await screen.findByRole('region', { name: 'Полезни статии за вашия бизнес' });
    expect(console.error).toHaveBeenCalledWith('Published articles:', 'Network Error');
    // The failed reads (the featured and the newest) are not tried again when the section renders.
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['get /articles/summaries', 'get /articles/summaries']);
    expect(within(section).getByRole('link', { name: /Към всички статии/ })).toHaveAttribute('href', '/articles');
    expect(within(section).queryByRole('article')).not.toBeInTheDocument();
  });
});
