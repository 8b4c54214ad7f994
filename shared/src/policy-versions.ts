// The hashes are written by `npm run policies -w shell` from the text each policy page displays: do not edit
// them by hand. `updated` (the month of the page's «Последна актуализация» line) is kept by it and set by hand.
// A test of the shell fails while a page's text and its entry here differ, so a changed text gets a new version.
export const POLICY_VERSIONS = {
  privacy: { updated: '2026-11', hash: '7722f56ce2eb1ca3a12f174f8529b1355be193ad39d1c54ef5a0db544ca3f649' },
  terms: { updated: '2026-11', hash: 'e0fe1ecb56674bdb9433503781cff98042fcc7ad48867a3c5eac30a2ed624336' },
  marketing: { updated: '2025-08', hash: '6cffefa226d7d43599d8ab65b2b65d5e7973473aeff6646a9dfb64e8be152a7e' },
  cookies: { updated: '2025', hash: 'fdfcb0ed988e1e6d769c5f80fe059d7b24b22eeeb0e06c1e5b08a9f58e38b724' },
} as const;
