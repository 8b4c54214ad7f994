// 'articles' remote: exposes its route modules to the shell and uses the UI kit and router the shell shares
// ('shell/ui', 'shell/router').
export const federation = {
  name: 'articles',
  exposes: {
    './ArticlesPage': './src/expose/articles-page.tsx',
    './ArticleDetailPage': './src/expose/article-detail-page.tsx',
    './ArticlesPromo': './src/expose/articles-promo.tsx',
  },
};
