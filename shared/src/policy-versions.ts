// Written by `npm run policies -w shell` from the text each policy page displays: do not edit by hand.
// A test of the shell fails while a page's text and its entry here differ, so a changed text gets a new version.
export const POLICY_VERSIONS = {
  privacy: { updated: '2025-08', hash: '0000000000000000000000000000000000000000000000000000000000000000' },
  terms: { updated: '2025-08', hash: '0000000000000000000000000000000000000000000000000000000000000000' },
  marketing: { updated: '2025-08', hash: '0000000000000000000000000000000000000000000000000000000000000000' },
  cookies: { updated: '2025', hash: '0000000000000000000000000000000000000000000000000000000000000000' },
} as const;
