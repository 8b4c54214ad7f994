// Exposed as 'catalog/CourseDetailPage'. Placeholder until this remote's own issue lands: the spec's heading only.
export default function CourseDetailPage() {
  return <h1>Курс</h1>;
}
