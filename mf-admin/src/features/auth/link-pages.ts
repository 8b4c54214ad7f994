// Where an e-mailed link leads (/admin/invitation, /admin/password-reset): pages of the console that are not
// sections (no gate, not in the menu), each with its title.
export const linkPageTitles = { invitation: 'Покана за екипа', 'password-reset': 'Избор на нова парола' } as const;
export type LinkPage = keyof typeof linkPageTitles;

export const linkPageOf = (segment: string | undefined): LinkPage | null =>
  segment !== undefined && Object.hasOwn(linkPageTitles, segment) ? (segment as LinkPage) : null;
