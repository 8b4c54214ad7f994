// 'catalog' remote: exposes its route modules to the shell and uses the UI kit and router the shell shares
// ('shell/ui', 'shell/router').
export const federation = {
  name: 'catalog',
  exposes: {
    './CoursesPage': './src/expose/courses-page.tsx',
    './CourseDetailPage': './src/expose/course-detail-page.tsx',
    './VipPackagePage': './src/expose/vip-package-page.tsx',
    './LectorsPage': './src/expose/lectors-page.tsx',
    './EventsPage': './src/expose/events-page.tsx',
    './EventDetailPage': './src/expose/event-detail-page.tsx',
    './CoursesSlider': './src/expose/courses-slider.tsx',
    './ConsultationForm': './src/expose/consultation-form.tsx',
    './ConsultationPage': './src/expose/consultation-page.tsx',
    './CourseSignUpPage': './src/expose/course-sign-up-page.tsx',
    './EventSignUpPage': './src/expose/event-sign-up-page.tsx',
  },
};
