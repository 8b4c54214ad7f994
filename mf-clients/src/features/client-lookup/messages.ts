// The lookup screens' texts. The four English error lines are the spec's own (section 8), verbatim.
export const lookupMessages = {
  clientNotFound: 'Client not found',
  clientFetchError: 'Error fetching client',
  clientsNotFound: 'No clients found',
  clientsFetchError: 'Error fetching clients',
} as const;

export const lookupTexts = {
  byEmailHeading: 'Търсене на клиент по имейл',
  filteredHeading: 'Филтрирани клиенти',
  emailLabel: 'Имейл',
  search: 'Търси',
  load: 'Зареди',
  freeConsultation: 'Безплатна консултация',
  foundCount: (count: number) => `Намерени клиенти: ${count}`,
  /** When more match than one answer carries. */
  newestShown: (shown: number) => `Показани са най-новите ${shown}. Останалите намирате по имейл или в „Заявки“.`,
  history: (count: number) => `История на регистрациите (${count})`,
  historyName: 'Име',
  historyPhone: 'Телефон',
  historySource: 'Източник',
  historyCourses: 'Курсове',
  historyPrice: 'Цена при заявката',
  historyConsents: 'Съгласия',
  deletedCourse: (courseId: number) => `Изтрит курс №${courseId}`,
  consents: {
    privacy: 'лични данни',
    terms: 'общи условия',
    marketing: 'маркетинг',
    cookies: 'бисквитки',
  },
} as const;
