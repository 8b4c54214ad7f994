// Exposed as 'catalog/CoursesPage'. Placeholder until this remote's own issue lands: the spec's heading only.
export default function CoursesPage() {
  return <h1>Курсове</h1>;
}
