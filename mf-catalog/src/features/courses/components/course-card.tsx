// One course in the /courses grid and the home slider: the whole card opens the course.
import { Link } from 'shell/router';
import type { CourseSummary } from '@site/shared';
import { isVipPackage } from '@site/shared/course-kind';
import { PICTURE_SIZES, PlaceholderImage } from '../../../components/placeholder-image';
import { PriceTag } from '../../../components/price-tag';
import { coursePath } from '@site/shared/course-kind';
import { modulesLabel } from '../modules-label';
import '../../../components/card.css';

interface CourseCardProps {
  course: CourseSummary;
  headingLevel?: 'h2' | 'h3';
  /** The first card of the page, whose picture is in the first screenful. */
  priority?: boolean;
  /** Where the card stands: in the /courses grid or in the home page's slider. */
  placement?: 'card' | 'slide';
}

export function CourseCard({ course, headingLevel = 'h2', priority = false, placement = 'card' }: CourseCardProps) {
  const Heading = headingLevel;
  const vip = isVipPackage(course.title);
  return (
    <article className={`catalog-card${vip ? ' catalog-card--vip' : ''}`}>
      <PlaceholderImage picture={course.picture} src={course.image} name={course.title} sizes={PICTURE_SIZES[placement]} priority={priority} />
      {vip && <span className="catalog-card__badge">ВИП пакет</span>}
      <div className="catalog-card__body">
        <Heading className="catalog-card__title">
          <Link to={coursePath(course)} className="catalog-card__link">
            {course.title}
          </Link>
        </Heading>
        <p className="catalog-card__text">{course.shortDescription}</p>
        <div className="catalog-card__footer">
          {course.moduleCount > 0 && <span className="catalog-card__meta">{modulesLabel(course.moduleCount)}</span>}
          <PriceTag price={course.price} />
        </div>
        <span className="catalog-card__more" aria-hidden="true">
          Научи повече →
        </span>
      </div>
    </article>
  );
}
