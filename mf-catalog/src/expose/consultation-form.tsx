// Exposed as 'catalog/ConsultationForm'. Placeholder until this remote's own issue lands: the spec's heading only.
export default function ConsultationForm() {
  return <h1>Безплатна консултация</h1>;
}
