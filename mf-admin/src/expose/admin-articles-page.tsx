// Exposed as 'admin/AdminArticlesPage': the password-gated article administration at /admin/articles.
import { AdminArticlesScreen } from '../app/admin-articles-screen';

export default function AdminArticlesPage() {
  return <AdminArticlesScreen />;
}
