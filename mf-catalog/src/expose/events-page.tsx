// Exposed as 'catalog/EventsPage'. Placeholder until this remote's own issue lands: the spec's heading only.
export default function EventsPage() {
  return <h1>Предстоящи събития</h1>;
}
