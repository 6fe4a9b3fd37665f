import { Avatar, RecordHeader, Skeleton } from '@airtime/design-system';
import { type Creator, LOADING_TITLE } from '@airtime/domain';
import type { ReactNode } from 'react';

export interface CreatorHeaderProps {
  /** The creator; undefined while it loads. */
  readonly creator: Pick<Creator, 'name' | 'logo'> | undefined;
  /** A line under the name, e.g. the channels' reach. */
  readonly description?: string;
  /** On the right, e.g. the brand's decision on the creator. */
  readonly actions?: ReactNode;
  /** Key figures (RecordHeaderFigure components), inline in the header's line. */
  readonly figures?: ReactNode;
  /** First in the line: the way back to the list (RecordTrail). */
  readonly trail?: ReactNode;
}

/**
 * A creator's record header in every app (decisions §6, page anatomy): logo and name as the
 * page's h1, a line about the creator, key figures inline and the app's actions, in one band.
 */
export function CreatorHeader({
  creator,
  description,
  actions,
  figures,
  trail,
}: CreatorHeaderProps) {
  return (
    <RecordHeader
      aria-label="Creator"
      data-page-header=""
      title={creator?.name}
      headingLevel={1}
      loadingLabel={LOADING_TITLE}
      leading={
        creator === undefined ? (
          <Skeleton shape="circle" width={32} />
        ) : (
          <Avatar name={creator.name} src={creator.logo} size={8} />
        )
      }
      {...(trail === undefined ? {} : { trail })}
      {...(description === undefined ? {} : { meta: description })}
      {...(figures === undefined ? {} : { figures })}
      {...(actions === undefined ? {} : { actions })}
    />
  );
}
