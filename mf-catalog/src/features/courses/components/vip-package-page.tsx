// /vip-package/{slug}: a VIP package with its modules, real value, today's price, offer notes and quote.
import { useParams } from 'shell/router';
import type { Course } from '@site/shared';
import { courseSignUpPath, VIP_LIMITED_PACKAGES, vipTerms } from '@site/shared/course-kind';
import { BackLink } from '../../../components/back-link';
import { PageLoading, PageMessage } from '../../../components/page-status';
import { PriceNotice, PriceTag } from '../../../components/price-tag';
import { PICTURE_SIZES, PlaceholderImage } from '../../../components/placeholder-image';
import { SignUpDialog } from '../../../components/registration-form/sign-up-dialog';
import { useCourseBySlug } from '../queries';
import { ModuleList, Section } from './course-sections';
import './course-detail.css';
import './vip-package.css';

export const VIP_NOT_FOUND_TEXT = 'VIP пакетът не е намерен.';
export const VIP_GUARANTEE_TEXT = '100% удовлетвореност или връщаме парите!';

export function VipPackagePage() {
  const { slug = '' } = useParams();
  // An ordinary course never gets here: the route's loader sends it to its own page.
  const course = useCourseBySlug(slug, 'VIP package page');
  if (course.status === 'pending') return <PageLoading />;
  if (course.status === 'error') return <PageMessage>{VIP_NOT_FOUND_TEXT}</PageMessage>;
  return <VipPackage course={course.data} />;
}

function VipPackage({ course }: { course: Course }) {
  const { realValue, hasGuarantee } = vipTerms(course);
  return (
    <article className="catalog-vip">
      <BackLink to="/courses" label="Всички курсове" className="catalog-detail__back" />
      <header className="catalog-vip__hero">
        <span className="catalog-vip__badge">ВИП пакет</span>
        <h1>{course.title}</h1>
        <p className="catalog-vip__lead">{course.shortDescription}</p>
      </header>

      <div className="catalog-detail__top catalog-vip__layout">
        <div className="catalog-vip__main">
          {course.modules.length > 0 && (
            <Section title="Какво включва пакетът" wide>
              <ModuleList modules={course.modules} />
            </Section>
          )}
          {course.quote && (
            <figure className="catalog-vip__quote">
              <blockquote>
                <p>{course.quote}</p>
              </blockquote>
              {course.quoteAuthor && <figcaption>{course.quoteAuthor}</figcaption>}
            </figure>
          )}
          {course.exclusiveOffer && (
            <section className="catalog-vip__exclusive" aria-labelledby="catalog-vip-exclusive">
              <h2 id="catalog-vip-exclusive">Ексклузивна оферта</h2>
              <p>{course.exclusiveOffer}</p>
            </section>
          )}
        </div>

        <aside className="catalog-detail__side catalog-vip__offer" aria-label="Цена и записване">
          <PlaceholderImage picture={course.picture} src={course.image} name={course.title} sizes={PICTURE_SIZES.vipOffer} />
          <p className="catalog-vip__row">
            <span className="catalog-vip__label">Реална стойност</span>
            <PriceTag price={realValue} struck />
          </p>
          <p className="catalog-vip__row">
            <span className="catalog-vip__label">Цена днес</span>
            <PriceTag price={course.price} size="large" />
          </p>
          {hasGuarantee && (
            <>
              <p className="catalog-vip__limited">Ограничено предложение: само {VIP_LIMITED_PACKAGES} пакета!</p>
              <p className="catalog-vip__guarantee">{VIP_GUARANTEE_TEXT}</p>
            </>
          )}
          <SignUpDialog
            target={{ kind: 'course', courseId: course.id, title: course.title }}
            href={courseSignUpPath(course)}
            buttonLabel="Запиши се за ВИП пакета"
            modalTitle={course.title}
            variant="secondary"
          />
          <PriceNotice />
        </aside>
      </div>
    </article>
  );
}
