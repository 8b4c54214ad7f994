// Exposed as 'articles/ArticleDetailPage'. Placeholder until this remote's own issue lands: the spec's heading only.
export default function ArticleDetailPage() {
  return <h1>Статия</h1>;
}
