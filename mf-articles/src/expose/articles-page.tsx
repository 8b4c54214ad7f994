// Exposed as 'articles/ArticlesPage'. Placeholder until this remote's own issue lands: the spec's heading only.
export default function ArticlesPage() {
  return <h1>Статии</h1>;
}
