// Changelog lines for the packages' users: each changeset's own text (the default), and after a
// dependency's release the version now used, except a dependency's first release, which changes
// nothing for users who never had an earlier one.
import defaultChangelog from '@changesets/cli/changelog';

/** @type {import('@changesets/types').ChangelogFunctions} */
export default {
  getReleaseLine: defaultChangelog.getReleaseLine,
  async getDependencyReleaseLine(_changesets, dependencies) {
    const updated = dependencies.filter((dependency) => dependency.oldVersion !== '0.0.0');
    if (updated.length === 0) return '';
    return `- Uses ${updated.map(({ name, newVersion }) => `${name} ${newVersion}`).join(', ')}.`;
  },
};
