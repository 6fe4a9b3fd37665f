import { Avatar, Skeleton } from '@airtime/design-system';
import { type Creator, LOADING_TITLE } from '@airtime/domain';
import type { ReactNode } from 'react';
import { Figures, PageHeader } from '../page/PageHeader.tsx';

export interface CreatorHeaderProps {
  /** The creator; undefined while it loads. */
  readonly creator: Pick<Creator, 'name' | 'logo'> | undefined;
  /** A line under the name, e.g. the channels' reach. */
  readonly description?: string;
  /** On the right, e.g. the brand's decision on the creator. */
  readonly actions?: ReactNode;
  /** Key figures (Stat components) under the header. */
  readonly figures?: ReactNode;
}

/**
 * A creator's page header in every app (decisions §6): logo and name as the page's h1, then what
 * the app adds about the creator.
 */
export function CreatorHeader({ creator, description, actions, figures }: CreatorHeaderProps) {
  return (
    <>
      <PageHeader
        title={creator?.name ?? LOADING_TITLE}
        leading={
          creator === undefined ? (
            <Skeleton shape="circle" width={48} />
          ) : (
            <Avatar name={creator.name} src={creator.logo} size={12} />
          )
        }
        {...(description === undefined ? {} : { description })}
        {...(actions === undefined ? {} : { actions })}
      />
      {figures !== undefined && <Figures>{figures}</Figures>}
    </>
  );
}
