export const mainNavLinks = [
  { to: '/courses', label: 'Курсове' },
  { to: '/lectors', label: 'Лектори' },
  { to: '/events', label: 'Събития' },
  { to: '/articles', label: 'Статии' },
] as const;

export const legalLinks = [
  { to: '/privacy', label: 'Политика за лични данни' },
  { to: '/terms', label: 'Общи условия' },
  { to: '/marketing', label: 'Политика за директен маркетинг' },
  { to: '/cookies', label: 'Политика за бисквитките' },
  { to: '/iban', label: 'Плащане по банков път' },
  { to: '/contact', label: 'Контакти' },
] as const;

/** Social channels: a social network, a messaging channel and a video channel (spec: Layout). */
export const socialLinks = [
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://t.me/', label: 'Telegram' },
  { href: 'https://www.youtube.com/', label: 'YouTube' },
] as const;
