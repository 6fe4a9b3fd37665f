import { ErrorState, type ErrorStateProps } from '@airtime/design-system';
import { PageHeader } from './PageHeader.tsx';

export interface PageErrorProps {
  /** The page's h1 while it cannot show its record: 'Brand'. */
  readonly pageTitle: string;
  /** What went wrong, as the error's heading. */
  readonly title: string;
  readonly description: string;
  /** The way on: 'Try again', or back to the list. */
  readonly action: NonNullable<ErrorStateProps['action']>;
}

/** A record's page that cannot show it: the page's heading, then why, and the way on. */
export function PageError({ pageTitle, title, description, action }: PageErrorProps) {
  return (
    <>
      <PageHeader title={pageTitle} />
      <ErrorState headingLevel={2} title={title} description={description} action={action} />
    </>
  );
}
