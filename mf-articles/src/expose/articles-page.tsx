// Exposed as 'articles/ArticlesPage': the /articles route.
import { ArticlesListPage } from '../features/articles/components/articles-list-page';

export default ArticlesListPage;
