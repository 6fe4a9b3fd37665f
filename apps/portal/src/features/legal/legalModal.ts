import { createContext, use } from 'react';

/** The id of the legal page's h1 inside LegalLayout's modal, which names the dialog. */
export const LEGAL_TITLE_ID = 'legal-title';

/** True under LegalLayout: the legal page is the modal's content, not a page of the shell. */
export const LegalModalContext = createContext(false);

/** Whether the legal page shows in LegalLayout's modal. */
export function useIsLegalModal(): boolean {
  return use(LegalModalContext);
}
