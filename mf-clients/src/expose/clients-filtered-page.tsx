// Exposed as 'clients/ClientsFilteredPage'. Placeholder until this remote's own issue lands: the spec's heading only.
export default function ClientsFilteredPage() {
  return <h1>Филтрирани клиенти</h1>;
}
