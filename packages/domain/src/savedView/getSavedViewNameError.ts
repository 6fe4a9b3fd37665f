import { SAVED_VIEW_NAME_MAX } from './savedViews.ts';

/**
 * What is wrong with a view's name, or null: it needs a name, at most SAVED_VIEW_NAME_MAX
 * characters, and none of the user's other views on the list may have it (in any case).
 */
export function getSavedViewNameError(name: string, otherNames: readonly string[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Give the view a name.';
  if ([...trimmed].length > SAVED_VIEW_NAME_MAX)
    return `Keep the name to ${SAVED_VIEW_NAME_MAX} characters or fewer.`;
  const lower = trimmed.toLocaleLowerCase('en');
  if (otherNames.some((other) => other.trim().toLocaleLowerCase('en') === lower))
    return `You already have a view named “${trimmed}” on this list.`;
  return null;
}
