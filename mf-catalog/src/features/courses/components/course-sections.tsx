// The lists of a course page: skills, audience, steps, program modules, lecturers and FAQ.
import type { ReactNode } from 'react';
import type { Course, FaqItem, Lector, Module } from '@site/shared';
import { splitLectorDescription } from '@site/shared/lector-paragraphs';
import { PlaceholderImage } from '../../../components/placeholder-image';
import type { CourseHeadings } from '../course-headings';

type SectionHeadings = Pick<CourseHeadings, 'mainSkills' | 'suitableFor' | 'howItWorks' | 'modules' | 'lectors' | 'faq'>;

export function CourseSections({ course, headings }: { course: Course; headings: SectionHeadings }) {
  return (
    <div className="catalog-detail__sections">
      {course.mainSkills.length > 0 && (
        <Section title={headings.mainSkills}>
          <ul className="catalog-checklist">
            {course.mainSkills.map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
        </Section>
      )}
      {course.suitableFor.length > 0 && (
        <Section title={headings.suitableFor}>
          <ul className="catalog-bullets">
            {course.suitableFor.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
      )}
      {course.howItWorks.length > 0 && (
        <Section title={headings.howItWorks} wide>
          <ol className="catalog-steps">
            {course.howItWorks.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Section>
      )}
      {course.modules.length > 0 && (
        <Section title={headings.modules} wide>
          <ModuleList modules={course.modules} />
        </Section>
      )}
      {course.lectors.length > 0 && (
        <Section title={headings.lectors} wide>
          <LectorList lectors={course.lectors} />
        </Section>
      )}
      {course.faq.length > 0 && (
        <Section title={headings.faq} wide>
          <FaqList items={course.faq} />
        </Section>
      )}
    </div>
  );
}

export function Section({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={`catalog-section${wide ? ' catalog-section--wide' : ''}`}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export function ModuleList({ modules }: { modules: Module[] }) {
  return (
    <ol className="catalog-modules">
      {modules.map((module, index) => (
        <li key={module.id} className="catalog-modules__item">
          <span className="catalog-modules__number" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <div>
            <h3>{module.title}</h3>
            {module.description && <p>{module.description}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}

function LectorList({ lectors }: { lectors: Lector[] }) {
  return (
    <ul className="catalog-lector-list">
      {lectors.map((lector) => (
        <li key={lector.id} className="catalog-lector-list__item">
          <PlaceholderImage picture={lector.picture} src={lector.image} name={lector.fullName} shape="round" />
          <div>
            <h3>{lector.fullName}</h3>
            <p>{splitLectorDescription(lector.description)[0]}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="catalog-faq">
      {items.map((item) => (
        <details key={item.question} className="catalog-faq__item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
