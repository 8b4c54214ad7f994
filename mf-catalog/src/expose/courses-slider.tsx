// Exposed as 'catalog/CoursesSlider'. Placeholder until this remote's own issue lands: the spec's heading only.
export default function CoursesSlider() {
  return <h1>Курсове</h1>;
}
