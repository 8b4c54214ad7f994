import { render, screen } from '@testing-library/react';
import { ARTICLE_HTML_SAMPLE } from '@site/shared/testing/article-html-sample';
import { RichTextPreview } from './rich-text-preview';

describe('RichTextPreview', () => {
  it('shows exactly the HTML the article page shows: no script or handler, a link off the site to a new tab', async () => {
    render(<RichTextPreview html={ARTICLE_HTML_SAMPLE.html} />);
    const heading = await screen.findByRole('heading', { name: 'Сметките на малката фирма' });
    // The preview's body: the region's heading is its own, the rest is the article.
    expect(heading.parentElement?.innerHTML).toBe(ARTICLE_HTML_SAMPLE.shown);
    expect(screen.getByRole('link', { name: 'БНБ' })).toHaveAttribute('target', '_blank');
  });
});
