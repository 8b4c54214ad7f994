// One article body and, written out by hand, the HTML every reader must get from it: the API's stored copy and
// the console's preview are tested against it, and the reader's page shows that stored copy as it is.
export const ARTICLE_HTML_SAMPLE = {
  html:
    '<h2>Сметките на малката фирма</h2><p onclick="steal()">Вижте <a href="/courses/finansova-gramotnost" target="_blank">курса</a> ' +
    'и сайта на <a href="https://www.bnb.bg" rel="author">БНБ</a>.<script>alert(1)</script></p><img src="/api/articles/images/x.png" alt="Отчет" onerror="alert(2)">',
  shown:
    '<h2>Сметките на малката фирма</h2><p>Вижте <a href="/courses/finansova-gramotnost">курса</a> ' +
    'и сайта на <a href="https://www.bnb.bg" rel="noopener noreferrer" target="_blank">БНБ</a>.</p><img src="/api/articles/images/x.png" alt="Отчет">',
} as const;
