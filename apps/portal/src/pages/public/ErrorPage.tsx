import { Link } from '@airtime/design-system';
import { CircleAlert } from 'lucide-react';
import { useParams } from 'react-router';
import { ErrorMessage } from '../../features/errors/ErrorMessage.tsx';
import { LinkRouting } from '../../features/navigation/LinkRouting.tsx';

/** /error, and /story/{storyId} which shows it too (spec §2): what happened, what to do, the way home. */
export function ErrorPage() {
  const { storyId } = useParams();
  return (
    // Its React Aria link goes through the router (the bare layout, shared with the report, has none).
    <LinkRouting>
      <ErrorMessage
        icon={<CircleAlert size={24} />}
        title={storyId === undefined ? 'Something went wrong' : 'This story is not available'}
      >
        {storyId === undefined
          ? 'Airtime could not finish what you asked for.'
          : 'The story link you followed cannot be opened here.'}{' '}
        Go back to your home page and try again; if it keeps happening,{' '}
        <Link href="/optout">contact support</Link>.
      </ErrorMessage>
    </LinkRouting>
  );
}
