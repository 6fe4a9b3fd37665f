// Storybook's props tables (packages/design-system/.storybook/main.ts) use react-docgen-typescript,
// which needs TypeScript's JS API; TypeScript 7 has none. These two packages alone get TypeScript
// 5.9 as their own dependency instead of the workspace's `typescript` peer; tsc stays 7.
const DOCGEN_PACKAGES = new Set([
  'react-docgen-typescript',
  '@joshwooding/vite-plugin-react-docgen-typescript',
]);

module.exports = {
  hooks: {
    readPackage(manifest) {
      if (DOCGEN_PACKAGES.has(manifest.name)) {
        delete manifest.peerDependencies?.typescript;
        delete manifest.peerDependenciesMeta?.typescript;
        manifest.dependencies = { ...manifest.dependencies, typescript: '5.9.3' };
      }
      return manifest;
    },
  },
};
