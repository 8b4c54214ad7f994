import { sanitizeArticleHtml } from './sanitize-html';

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('sanitizeArticleHtml', () => {
  it('removes scripts, event handlers and javascript: links, and keeps the prose', () => {
    const container = parse(
      sanitizeArticleHtml(
        '<h2>Заглавие</h2><p>Текст <strong>важен</strong></p>' +
          '<img src="x" onerror="window.__pwned=1">' +
          '<script>window.__pwned=1</script>' +
          '<a href="javascript:window.__pwned=1">връзка</a>' +
          '<svg><animate onbegin="window.__pwned=1"></animate></svg>' +
          '<iframe src="https://evil.example"></iframe>',
      ),
    );
    expect(container.querySelector('h2')).toHaveTextContent('Заглавие');
    expect(container.querySelector('strong')).toHaveTextContent('важен');
    expect(container.querySelector('script, iframe, animate')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(container.querySelector('a')).not.toHaveAttribute('href');
    expect(container.innerHTML).not.toContain('__pwned');
  });

  it('makes links that leave the site safe to open in a new tab', () => {
    const container = parse(sanitizeArticleHtml('<a href="https://www.bnb.bg" target="_self">БНБ</a>'));
    const link = container.querySelector('a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves links within the site as they are', () => {
    const container = parse(
      sanitizeArticleHtml(`<a href="/courses/biznes-planirane">курс</a><a href="${window.location.origin}/events" target="_blank">събития</a>`),
    );
    const [relative, absolute] = [...container.querySelectorAll('a')];
    expect(relative).toHaveAttribute('href', '/courses/biznes-planirane');
    expect(relative).not.toHaveAttribute('rel');
    expect(relative).not.toHaveAttribute('target');
    expect(absolute).not.toHaveAttribute('target');
  });

  it('does not send mail links to a new tab', () => {
    const link = parse(sanitizeArticleHtml('<a href="mailto:office@example.bg">пишете ни</a>')).querySelector('a');
    expect(link).toHaveAttribute('href', 'mailto:office@example.bg');
    expect(link).not.toHaveAttribute('target');
  });
});
