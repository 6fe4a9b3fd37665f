import { type ApiError, useSharedReport } from '@airtime/api-client';
import { Button, Skeleton, text } from '@airtime/design-system';
import { useParams } from 'react-router';
import { SharedReportView } from '../../features/reports/SharedReportView.tsx';
import * as styles from './SharedReportPage.css.ts';

/** Why a link opens no report, in the visitor's words; the server's own message follows. */
function refusal(error: ApiError): { readonly title: string; readonly retry: boolean } {
  const reason = (error.body as { reason?: unknown } | undefined)?.reason;
  if (error.status === 401 || error.status === 404)
    return { title: 'This link is not valid.', retry: false };
  if (error.status === 410)
    return {
      title: reason === 'revoked' ? 'This link was revoked.' : 'This link has expired.',
      retry: false,
    };
  return { title: 'The report could not be loaded.', retry: true };
}

/**
 * /shared/r/{token}: a brand report shared by a link (issue 20), open without signing in. Outside
 * the signed-in shell: it loads none of its code, and reads only the link's public call.
 */
export function SharedReportPage() {
  const token = useParams().token ?? null;
  const shared = useSharedReport(token);
  if (shared.error !== undefined) {
    const { title, retry } = refusal(shared.error);
    return (
      <div className={styles.refused}>
        <h1 className={text({ size: 'xxl', weight: 'semibold' })}>{title}</h1>
        <p>{shared.error.message}</p>
        {retry ? (
          <Button onPress={() => void shared.mutate()}>Try again</Button>
        ) : (
          <p className={text({ tone: 'subtle' })}>Ask the person who shared it for a new link.</p>
        )}
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {shared.data === undefined ? (
        <Skeleton shape="rect" height={480} label="Loading the shared report" />
      ) : (
        <SharedReportView shared={shared.data} />
      )}
    </div>
  );
}
