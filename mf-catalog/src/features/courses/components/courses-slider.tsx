// The home page's active-courses slider: a track of every course that scrolls sideways (scroll-snap),
// 3 / 2 / 1 cards a page, with arrows, dots and arrow keys. Arrows and dots are links to the first card of
// a page, so they work from the first paint and without scripts; once the page is taken over they scroll
// the track smoothly without touching the address.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'shell/router';
import type { CourseSummary } from '@site/shared';
import { PageLoading, PageMessage } from '../../../components/page-status';
import { useActiveCourses } from '../queries';
import { pageCount, pageInView, pageKey, pageStart, slideId, targetedPageCss } from '../slider-pages';
import { NO_COURSES_TEXT, sortByOrder } from '../sort-courses';
import { PAGE_SIZES, usePageSize, type PageSize } from '../use-page-size';
import { CourseCard } from './course-card';
import './courses-slider.css';

export function CoursesSlider() {
  const courses = useActiveCourses('Courses slider');
  const headingId = useId();
  return (
    <section className="catalog-slider" aria-labelledby={headingId}>
      <div className="catalog-slider__head">
        <h2 id={headingId}>Нашите курсове</h2>
        <Link to="/courses" className="catalog-slider__all">
          Всички курсове →
        </Link>
      </div>
      {courses.status === 'pending' && <PageLoading />}
      {courses.status !== 'pending' &&
        (courses.status === 'error' || courses.data.length === 0 ? (
          <PageMessage>{NO_COURSES_TEXT}</PageMessage>
        ) : (
          <Slides courses={sortByOrder(courses.data)} />
        ))}
    </section>
  );
}

/** Without scrollend: how long the track must be still before its page is read from where it stopped. */
const SETTLE_MS = 100;

function Slides({ courses }: { courses: CourseSummary[] }) {
  // Unknown on the server and while hydrating: then every page size's arrows and dots are sent, and CSS
  // shows the window's (see targetedPageCss). Known: only that size's, driven by the script.
  const knownSize = usePageSize();
  const trackRef = useRef<HTMLUListElement>(null);
  const [page, setPage] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const cards = courses.length;

  // The page an arrow, a dot or a key has just asked for: until the track is there, where it passes (or
  // where a scroll that one cut short stopped) is not the page, or the next arrow would go on from there.
  const askedFor = useRef<number | null>(null);

  // The page in view: where the track is when the script takes over (a link followed or a swipe before
  // that), then after each scroll, and again when the page size changes.
  useEffect(() => {
    const track = trackRef.current;
    if (!knownSize || !track) return undefined;
    askedFor.current = null;
    const read = () => {
      const inView = pageInView(track, cards, knownSize);
      if (askedFor.current !== null && inView !== askedFor.current) return;
      askedFor.current = null;
      setPage(inView);
    };
    read();
    // The visitor's own swipe or wheel: where it stops is the page.
    const forget = () => (askedFor.current = null);
    const userInput = ['pointerdown', 'touchstart', 'wheel'] as const;
    for (const type of userInput) track.addEventListener(type, forget, { passive: true });
    // Read once a scroll has ended (smooth and snapped ones included); where the browser has no scrollend,
    // once the track has been still for a moment.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(read, SETTLE_MS);
    };
    const [event, listener] = 'onscrollend' in track ? (['scrollend', read] as const) : (['scroll', onScroll] as const);
    track.addEventListener(event, listener, { passive: true });
    return () => {
      for (const type of userInput) track.removeEventListener(type, forget);
      track.removeEventListener(event, listener);
      clearTimeout(timer);
    };
  }, [knownSize, cards]);

  const go = (size: PageSize, target: number) => {
    const pages = pageCount(cards, size);
    const next = ((target % pages) + pages) % pages;
    askedFor.current = next;
    setPage(next);
    setAnnouncement(`Страница ${next + 1} от ${pages}`);
    const track = trackRef.current;
    const card = track?.children[next * size] as HTMLElement | undefined;
    const first = track?.children[0] as HTMLElement | undefined;
    // Smooth unless the visitor asked for less motion: the track's CSS scroll-behavior decides.
    if (track && card && first) track.scrollLeft = card.offsetLeft - first.offsetLeft;
  };
  /** A link's own way (to the card's address) until the script knows the page size; then scrolled in place. */
  const onLink = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!knownSize) return;
    event.preventDefault();
    go(knownSize, target);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!knownSize || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    event.preventDefault();
    go(knownSize, page + (event.key === 'ArrowRight' ? 1 : -1));
  };

  const hrefOf = (size: PageSize, target: number) => `#${slideId(courses[pageStart(target, cards, size)]!)}`;
  /**
   * The arrows pointing `step` pages on: for the known page size one link, from the page in view; before
   * that one per page and page size, for CSS to show. The known size's link keeps the key of its first
   * page's, so the element the server sent (and its focus) stays.
   */
  const arrows = (step: -1 | 1) =>
    (knownSize ? [knownSize] : PAGE_SIZES).flatMap((size) => {
      if (pageCount(cards, size) < 2) return [];
      const from = knownSize ? [page] : Array.from({ length: pageCount(cards, size) }, (_, index) => index);
      return from.map((current) => (
        <a
          key={`${step}:${pageKey(size, knownSize ? 0 : current)}`}
          href={hrefOf(size, current + step)}
          className={`catalog-slider__arrow catalog-slider__arrow--${step < 0 ? 'prev' : 'next'}`}
          aria-label={step < 0 ? 'Предишни курсове' : 'Следващи курсове'}
          data-page={knownSize ? undefined : pageKey(size, current)}
          onClick={onLink(current + step)}
        >
          <span aria-hidden="true">{step < 0 ? '‹' : '›'}</span>
        </a>
      ));
    });

  return (
    // The carousel pattern: arrow keys move it while focus is inside its region.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <div className="catalog-slider__carousel" role="region" aria-roledescription="въртележка" aria-label="Активни курсове" onKeyDown={onKeyDown}>
      {!knownSize && <style>{targetedPageCss(cards)}</style>}
      <div className="catalog-slider__viewport">
        {arrows(-1)}
        <ul ref={trackRef} className="catalog-slider__track">
          {courses.map((course) => (
            <li key={course.id} id={slideId(course)}>
              <CourseCard course={course} headingLevel="h3" placement="slide" />
            </li>
          ))}
        </ul>
        {arrows(1)}
      </div>
      {(knownSize ? [knownSize] : PAGE_SIZES).map((size) => {
        const pages = pageCount(cards, size);
        if (pages < 2) return null;
        return (
          <div key={size} className="catalog-slider__dots" data-size={size}>
            {Array.from({ length: pages }, (_, index) => (
              <a
                key={index}
                href={hrefOf(size, index)}
                className="catalog-slider__dot"
                aria-label={`Страница ${index + 1} от ${pages}`}
                aria-current={knownSize && index === page ? 'true' : undefined}
                data-page={knownSize ? undefined : pageKey(size, index)}
                onClick={onLink(index)}
              />
            ))}
          </div>
        );
      })}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
