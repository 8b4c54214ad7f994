// The version of each policy text: the month it was last updated and the first 8 hex digits of the SHA-256
// of its text, so any change to the text gives a new version (policy-versions.ts holds the hashes).
import type { ConsentPurpose } from './contracts/consent';
import { POLICY_VERSIONS } from './policy-versions';

export interface PolicyVersion {
  version: string;
  hash: string;
}

export function policyVersion(purpose: ConsentPurpose): PolicyVersion {
  const { updated, hash } = POLICY_VERSIONS[purpose];
  return { version: `${updated}.${hash.slice(0, 8)}`, hash };
}
