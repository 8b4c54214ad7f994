// Exposed as 'articles/ArticlesPromo'. Placeholder until this remote's own issue lands: the spec's heading only.
export default function ArticlesPromo() {
  return <h1>Статии</h1>;
}
