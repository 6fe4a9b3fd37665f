import { CreatorChannels } from '../../../areas/brandApp/CreatorChannels.tsx';
import { useCreatorParams } from '../../../areas/brandApp/creatorId.ts';

/** The creator's profile (named route brand-creator): its channels, or one channel in detail. */
export function BrandCreatorProfilePage() {
  const { creatorId, channelId } = useCreatorParams();
  return <CreatorChannels creatorId={creatorId} channelId={channelId} />;
}
