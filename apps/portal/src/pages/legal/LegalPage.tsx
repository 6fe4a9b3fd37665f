import { Navigate, useLocation } from 'react-router';
import { LegalBody } from '../../features/legal/LegalBody.tsx';
import * as styles from '../../features/legal/legal.css.ts';
import { getLegalKind, LEGAL_DOCUMENTS } from '../../features/legal/legalDocuments.ts';
import { LEGAL_TITLE_ID, useIsLegalModal } from '../../features/legal/legalModal.ts';
import { Page, PageHeader } from '../../features/page/PageHeader.tsx';

/**
 * Privacy, terms or opt-out, picked by the last path segment: the content of LegalLayout's modal
 * on the public routes, a page of the shell under /agency and /brand.
 */
export function LegalPage() {
  const { pathname } = useLocation();
  const inModal = useIsLegalModal();
  const kind = getLegalKind(pathname);
  if (kind === null) return <Navigate to="/not-found" replace />;
  const document = LEGAL_DOCUMENTS[kind];
  if (inModal) {
    return (
      <article className={styles.document}>
        <h1 id={LEGAL_TITLE_ID} className={styles.title}>
          {document.title}
        </h1>
        <p className={styles.summary}>{document.summary}</p>
        <LegalBody document={document} />
      </article>
    );
  }
  return (
    <Page>
      <PageHeader title={document.title} description={document.summary} />
      <div className={styles.document}>
        <LegalBody document={document} />
      </div>
    </Page>
  );
}
