// Exposed as 'catalog/EventDetailPage'. Placeholder until this remote's own issue lands: the spec's heading only.
export default function EventDetailPage() {
  return <h1>Събитие</h1>;
}
