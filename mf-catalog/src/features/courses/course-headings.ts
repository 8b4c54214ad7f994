// Section headings of a course page: consultations, study programmes and other courses differ
// (spec: /courses/{slug}); which one applies is decided by the title prefix in `shared`.
import type { CourseHeadingVariant } from '@site/shared/course-kind';

export interface CourseHeadings {
  mainSkills: string;
  suitableFor: string;
  howItWorks: string;
  modules: string;
  lectors: string;
  faq: string;
  signUp: string;
}

export const courseHeadings: Record<CourseHeadingVariant, CourseHeadings> = {
  course: {
    mainSkills: 'Какво ще научите',
    suitableFor: 'За кого е подходящ курсът',
    howItWorks: 'Как протича обучението',
    modules: 'Програма на курса',
    lectors: 'Лектори',
    faq: 'Често задавани въпроси',
    signUp: 'Запиши се за курса',
  },
  consultation: {
    mainSkills: 'Какво ще получите',
    suitableFor: 'За кого са подходящи консултациите',
    howItWorks: 'Как протичат консултациите',
    modules: 'Етапи на консултациите',
    lectors: 'Вашите ментори',
    faq: 'Често задавани въпроси',
    signUp: 'Запиши се за консултации',
  },
  program: {
    mainSkills: 'Какво ще овладеете',
    suitableFor: 'За кого е подходяща програмата',
    howItWorks: 'Как протича програмата',
    modules: 'Модули на програмата',
    lectors: 'Преподаватели',
    faq: 'Често задавани въпроси',
    signUp: 'Запиши се за програмата',
  },
};
