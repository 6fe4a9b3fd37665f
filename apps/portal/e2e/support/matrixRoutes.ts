import { DEFAULT_PARAMS, listMatrixRoutes, type MatrixRoute } from './routeTable.ts';
import type { E2E } from './setup.ts';

/**
 * Every route of the table with its parameters filled from the seeded data, a real channel of
 * creator 1 for /agency/creators/1/channel/:channelId and the brand's creator profile.
 */
export async function loadMatrixRoutes(e2e: E2E): Promise<MatrixRoute[]> {
  const context = await e2e.sessions.context('admin');
  const response = await context.request.get('/api/content?publisher_id=1');
  const channelId = ((await response.json()) as { data: { id: number }[] }).data[0]?.id;
  await context.close();
  if (channelId === undefined) throw new Error('Creator 1 has no channel in the seeded data.');
  return listMatrixRoutes({ ...DEFAULT_PARAMS, channelId: String(channelId) });
}
