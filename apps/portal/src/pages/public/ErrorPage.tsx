import { Link, LinkButton } from '@airtime/design-system';
import { CircleAlert } from 'lucide-react';
import { useParams } from 'react-router';
import * as styles from '../../layouts/BareLayout.css.ts';

/** /error, and /story/{storyId} which shows it too (spec §2): what happened, what to do, the way home. */
export function ErrorPage() {
  const { storyId } = useParams();
  return (
    <div className={styles.message}>
      <span className={styles.messageIcon} aria-hidden="true">
        <CircleAlert size={24} />
      </span>
      <h1 className={styles.title}>
        {storyId === undefined ? 'Something went wrong' : 'This story is not available'}
      </h1>
      <p className={styles.subtle}>
        {storyId === undefined
          ? 'Airtime could not finish what you asked for.'
          : 'The story link you followed cannot be opened here.'}{' '}
        Go back to your home page and try again; if it keeps happening,{' '}
        <Link href="/optout">contact support</Link>.
      </p>
      <LinkButton href="/" variant="primary">
        Go to home
      </LinkButton>
    </div>
  );
}
