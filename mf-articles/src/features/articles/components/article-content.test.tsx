import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ARTICLE_HTML_SAMPLE } from '@site/shared/testing/article-html-sample';
import { ArticleContent } from './article-content';

describe('ArticleContent', () => {
  it('shows the sanitised HTML that the console previews and the API stores', async () => {
    const router = createMemoryRouter([{ path: '/', element: <ArticleContent html={ARTICLE_HTML_SAMPLE.html} /> }]);
    render(<RouterProvider router={router} />);
    const heading = await screen.findByRole('heading', { name: 'Сметките на малката фирма' });
    expect(heading.parentElement?.innerHTML).toBe(ARTICLE_HTML_SAMPLE.shown);
  });
});
