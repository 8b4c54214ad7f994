// Exposed as 'articles/ArticleDetailPage': the /articles/{slug} route.
import { ArticleDetailPage } from '../features/articles/components/article-detail-page';

export default ArticleDetailPage;
