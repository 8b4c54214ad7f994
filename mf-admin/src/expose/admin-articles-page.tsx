// Exposed as 'admin/AdminArticlesPage'. Placeholder until this remote's own issue lands: the spec's heading only.
export default function AdminArticlesPage() {
  return <h1>Управление на статии</h1>;
}
