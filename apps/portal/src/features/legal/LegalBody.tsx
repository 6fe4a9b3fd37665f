import { Section } from '@airtime/design-system';
import * as styles from './legal.css.ts';
import type { LegalDocument } from './legalDocuments.ts';

/** A legal document's sections (h2 each) and where to write about it. */
export function LegalBody({ document }: { readonly document: LegalDocument }) {
  return (
    <>
      {document.sections.map((section) => (
        <Section key={section.heading} title={section.heading} space="sm">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {section.list !== undefined && (
            <ul className={styles.list}>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </Section>
      ))}
      <p className={styles.paragraph}>
        Questions? Write to{' '}
        {/* A plain anchor: the router's link resolver would turn mailto: into an app path. */}
        <a className={styles.mailLink} href={`mailto:${document.contact}`}>
          {document.contact}
        </a>
        .
      </p>
    </>
  );
}
