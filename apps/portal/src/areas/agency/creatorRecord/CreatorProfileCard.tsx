import { useCountries } from '@airtime/api-client';
import { Button, Card, Inline } from '@airtime/design-system';
import { CREATOR_GENDER_TITLES, type Creator } from '@airtime/domain';
import { useMayWrite } from '../../../app/useMayWrite.ts';
import type { CreatorProfilePart } from '../../../features/creatorProfile/creatorProfileParts.ts';
import { useShellModals } from '../../../features/modals/shellModals.ts';
import { DetailList } from '../../../features/page/DetailList.tsx';
import * as styles from './creatorRecord.css.ts';

const NOT_RECORDED = 'Not recorded';

/**
 * A creator's profile: demographics, address and phone, each changed in the `creator-profile`
 * modal (decisions §9 'edit demographics', 'add address', 'phone').
 */
export function CreatorProfileCard({ creator }: { readonly creator: Creator }) {
  const modals = useShellModals();
  const mayWrite = useMayWrite();
  const countries = useCountries();
  const country =
    creator.country == null
      ? NOT_RECORDED
      : (countries.data?.find((row) => row.code === creator.country)?.name ?? creator.country);
  const address =
    creator.address == null ? (
      NOT_RECORDED
    ) : (
      <span className={styles.lines}>{creator.address}</span>
    );
  const open = (part: CreatorProfilePart) =>
    modals.open('creator-profile', { creatorId: creator.id, part });
  return (
    <Card
      // A region, so that the profile's facts can be found by its name.
      role="region"
      aria-label="Profile"
      headingLevel={3}
      title="Profile"
      description="Who the creator is and how to reach them."
      actions={
        mayWrite && (
          <Inline space="xs">
            <Button size="sm" onPress={() => open('demographics')}>
              Edit demographics
            </Button>
            <Button size="sm" onPress={() => open('address')}>
              {creator.address == null ? 'Add address' : 'Edit address'}
            </Button>
            <Button size="sm" onPress={() => open('phone')}>
              {creator.phone == null ? 'Add phone' : 'Edit phone'}
            </Button>
          </Inline>
        )
      }
    >
      <DetailList
        details={[
          ['Age', creator.age == null ? NOT_RECORDED : String(creator.age)],
          ['Country', country],
          ['Gender', creator.gender == null ? NOT_RECORDED : CREATOR_GENDER_TITLES[creator.gender]],
          ['Address', address],
          ['Phone', creator.phone ?? NOT_RECORDED],
        ]}
      />
    </Card>
  );
}
