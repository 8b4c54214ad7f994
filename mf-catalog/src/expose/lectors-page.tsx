// Exposed as 'catalog/LectorsPage'. Placeholder until this remote's own issue lands: the spec's heading only.
export default function LectorsPage() {
  return <h1>Нашият лекторски състав</h1>;
}
