// Exposed as 'articles/ArticlesPromo': the articles section of the shell's home page.
import { ArticlesPromo } from '../features/articles/components/articles-promo';

export default ArticlesPromo;
