// Exposed as 'clients/ClientsByEmailPage'. Placeholder until this remote's own issue lands: the spec's heading only.
export default function ClientsByEmailPage() {
  return <h1>Търсене на клиент по имейл</h1>;
}
