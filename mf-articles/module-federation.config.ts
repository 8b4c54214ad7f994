// 'articles' remote: exposes its pages to the shell and uses the shell's UI kit ('shell/ui').
export const federation = {
  name: 'articles',
  exposes: {
    './ArticlesPage': './src/expose/articles-page.tsx',
    './ArticleDetailPage': './src/expose/article-detail-page.tsx',
    './ArticlesPromo': './src/expose/articles-promo.tsx',
  },
  // The shell is always the page's own origin, so its container is found at the site root.
  remotes: { shell: 'shell@/remoteEntry.js' },
};
