import { lazy } from 'react';
import { preloadTagPicker } from './TagPicker.tsx';

// What only a reader changing a message needs, out of the conversation's first load: the editor
// (with the tag picker's parts, so a message's chips show with it) and the delete confirmation.
const loadEditor = () => Promise.all([import('./MessageEditor.tsx'), preloadTagPicker()]);
const loadDeleteDialog = () => import('./DeleteMessageDialog.tsx');

/** MessageEditor, loaded when an edit starts. */
export const LazyMessageEditor = lazy(async () => ({
  default: (await loadEditor())[0].MessageEditor,
}));

/** DeleteMessageDialog, loaded when a delete is first asked. */
export const LazyDeleteMessageDialog = lazy(async () => ({
  default: (await loadDeleteDialog()).DeleteMessageDialog,
}));

/** Loads the editor and the delete confirmation, on the first sign that "More actions" is wanted. */
export const preloadMessageChanges = () => Promise.all([loadEditor(), loadDeleteDialog()]);
