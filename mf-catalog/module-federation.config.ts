// 'catalog' remote: exposes its pages to the shell and uses the shell's UI kit ('shell/ui').
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
  },
  // The shell is always the page's own origin, so its container is found at the site root.
  remotes: { shell: 'shell@/remoteEntry.js' },
};
