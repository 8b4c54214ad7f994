import { contentVersion, sharedVersions } from '../../../scripts/webpack/shared-versions';

describe('versions of the modules the containers share', () => {
  const ui = [
    { name: 'shell/src/expose/ui.ts', text: "export { Button } from '../components/ui-kit/button';" },
    { name: 'shell/src/components/ui-kit/button.tsx', text: 'export function Button() {}' },
  ];

  it('change when the source changes, so a remote built against other code is told at load', () => {
    const changed = [ui[0]!, { ...ui[1]!, text: 'export function Button(props) {}' }];
    expect(contentVersion('1.0.0', ui)).not.toBe(contentVersion('1.0.0', changed));
  });

  it('stay the same for the same files, in any order', () => {
    expect(contentVersion('1.0.0', ui)).toBe(contentVersion('1.0.0', [...ui].reverse()));
  });

  it("are semver versions built from the package's version", () => {
    for (const version of Object.values(sharedVersions())) expect(version).toMatch(/^1\.0\.0-[0-9a-f]{8}$/);
  });
});
