// A word counts from its first letter or digit, with any combining marks that follow it ("É").
const FIRST_CHARACTER = /[\p{L}\p{N}]\p{M}*/u;

/**
 * Initials from the first words of a name that hold a letter or digit: `getInitials('Jane van
 * Cooper')` is `JV`, `getInitials('Tom & Jerry')` is `TJ`; an empty string when there is none.
 */
export function getInitials(name: string | null | undefined, letters = 2): string {
  let initials = '';
  let found = 0;
  for (const word of (name ?? '').normalize('NFC').split(/\s+/u)) {
    if (found >= letters) break;
    const first = FIRST_CHARACTER.exec(word)?.[0];
    if (first === undefined) continue;
    initials += first.toLocaleUpperCase('en-US');
    found += 1;
  }
  return initials;
}
