/** A link to the top of the page (the layout's #top): it works before and without scripts; CSS makes it smooth. */
export function BackToTop() {
  return (
    <a href="#top" className="back-to-top">
      <span aria-hidden="true">↑</span> Към началото
    </a>
  );
}
