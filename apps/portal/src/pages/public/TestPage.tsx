import { useApiClient, useSession } from '@airtime/api-client';
import { Button, Inline, StatusBadge } from '@airtime/design-system';
import { getAppType } from '@airtime/domain';
import { version } from '../../../package.json';
import { DetailList } from '../../features/page/DetailList.tsx';
import { Page, PageHeader } from '../../features/page/PageHeader.tsx';
import * as styles from './TestPage.css.ts';
import { useApiReachability } from './useApiReachability.ts';

function ApiStatus() {
  const api = useApiReachability();
  return (
    <>
      {api.state === 'checking' && <StatusBadge tone="neutral" label="Checking…" />}
      {api.state === 'reachable' && (
        <>
          <StatusBadge tone="positive" label="Reachable" />
          <span>{`Answered in ${api.ms} ms`}</span>
        </>
      )}
      {api.state === 'unreachable' && (
        <>
          <StatusBadge tone="critical" label="Unreachable" />
          <span>{api.message}</span>
        </>
      )}
      <Button size="sm" onPress={api.check} isPending={api.state === 'checking'}>
        Check again
      </Button>
    </>
  );
}

function SessionStatus() {
  const { status, profile, isImpersonating } = useSession();
  if (status === 'loading') return <StatusBadge tone="neutral" label="Checking…" />;
  if (profile === null) return <StatusBadge tone="neutral" label="Signed out" />;
  return (
    <>
      <StatusBadge tone="positive" label={isImpersonating ? 'Impersonating' : 'Signed in'} />
      <span>{`${profile.firstname} ${profile.lastname} (${profile.email}), ${getAppType(profile.business_role)} app`}</span>
    </>
  );
}

/** /test, 'System Check': whether this browser reaches the API, which build it runs, who is signed in. */
export function TestPage() {
  const client = useApiClient();
  const apiAddress =
    client.baseUrl === '' ? `${window.location.origin} (same origin)` : client.baseUrl;
  return (
    <div className={styles.page}>
      <Page>
        <PageHeader
          line
          title="System Check"
          description="What this browser sees of Airtime right now; share it with support when something is wrong."
        />
        <DetailList
          details={[
            [
              'API',
              <Inline key="api">
                <ApiStatus />
              </Inline>,
            ],
            ['API address', apiAddress],
            ['App version', version],
            [
              'Build mode',
              `${import.meta.env.MODE} (${import.meta.env.PROD ? 'production build' : 'development server'})`,
            ],
            [
              'Session',
              <Inline key="session">
                <SessionStatus />
              </Inline>,
            ],
          ]}
        />
      </Page>
    </div>
  );
}
