// The article list's own title and description; an article's head comes from @site/shared/article-seo.

export const LIST_TITLE = 'Статии';
export const LIST_DESCRIPTION = 'Практични статии за предприемачество, бизнес планиране, продажби, финанси и лидерство от преподавателите на Бизнес Академия.';
