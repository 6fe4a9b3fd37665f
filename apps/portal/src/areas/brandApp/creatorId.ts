import { useParams } from 'react-router';

function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The creator and channel the brand creator route names (`:creatorId`, `:channelId?`). */
export function useCreatorParams(): { creatorId: number | null; channelId: number | null } {
  const params = useParams();
  return { creatorId: idOf(params.creatorId), channelId: idOf(params.channelId) };
}
