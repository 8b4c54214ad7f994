export function BackToTop() {
  return (
    <button type="button" className="back-to-top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <span aria-hidden="true">↑</span> Към началото
    </button>
  );
}
