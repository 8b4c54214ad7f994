import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ARTICLE_HTML_SAMPLE } from '@site/shared/testing/article-html-sample';
import { ArticleContent } from './article-content';

describe('ArticleContent', () => {
  it('shows the HTML as the API stored it (sanitised when written)', async () => {
    const router = createMemoryRouter([{ path: '/', element: <ArticleContent html={ARTICLE_HTML_SAMPLE.shown} /> }]);
    render(<RouterProvider router={router} />);
    const heading = await screen.findByRole('heading', { name: 'Сметките на малката фирма' });
    expect(heading.parentElement?.innerHTML).toBe(ARTICLE_HTML_SAMPLE.shown);
  });

  it('follows a link to another page of the site within the app, and leaves an external one to the browser', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <ArticleContent html={ARTICLE_HTML_SAMPLE.shown} /> },
        { path: '/courses/:slug', element: <h1>Страницата на курса</h1> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const external = await screen.findByRole('link', { name: 'БНБ' });
    expect(external).toHaveAttribute('target', '_blank');
    fireEvent.click(screen.getByRole('link', { name: 'курса' }));
    expect(await screen.findByRole('heading', { name: 'Страницата на курса' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courses/finansova-gramotnost');
  });
});
