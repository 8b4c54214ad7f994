// What the site's pages say about the company that is not a setting: the legal form the specification
// gives, and fixed wording. Name, registry data, contacts and bank account are server settings
// (GET /api/site-settings, read with useSiteSettings from lib/site-settings).

export const company = {
  /** The specification: the legal pages describe the operator as a joint-stock company. */
  legalForm: 'акционерно дружество',
  managerTitle: 'Управител',
  /** The specification says only that the correspondence address is being changed. */
  correspondenceAddressNote: 'Адресът за кореспонденция е в процес на промяна. Новият адрес ще бъде публикуван на тази страница.',
} as const;
