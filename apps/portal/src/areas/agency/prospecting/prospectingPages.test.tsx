import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { compareNames } from '../../../test/agencyQueries.ts';
import { renderRoute, setupPortalMockApi } from '../../../test/renderRoute.tsx';
import {
  conversionStatusOf,
  PROSPECT_STAGES,
  type ProspectStage,
  STAGE_TITLES,
  stageOf,
} from './conversion.ts';

const mock = setupPortalMockApi();
const store = () => mock.backend.store;

/** The creators whose conversion process stands at a stage, as the fake holds them. */
function stageCount(stage: ProspectStage): number {
  const statuses: readonly string[] = PROSPECT_STAGES[stage];
  return store()
    .processes.all()
    .filter((process) => process.subject_type === 'creator')
    .filter((process) => statuses.includes(conversionStatusOf(process) ?? '')).length;
}

const unconverted = () =>
  store()
    .creators.all()
    .filter((creator) => !creator.converted && creator.deleted_at === null);

describe('Prospecting pages against the fake', () => {
  it('lists the creators not converted yet in Discovery, and searches them', {
    timeout: 60_000,
  }, async () => {
    const total = unconverted().length;
    await renderRoute('/agency/prospecting', { as: 'prospector' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prospecting' })).toBeTruthy();
    expect((await screen.findByText(/of \d+ creators/)).textContent).toBe(
      `25 of ${total} creators`,
    );
    const target = unconverted()[0];
    if (target === undefined) throw new Error('The seed has no prospect.');
    const matches = unconverted().filter(
      (creator) =>
        creator.name.toLowerCase().includes(target.name.toLowerCase()) ||
        creator.outreach_emails.some((email) =>
          email.toLowerCase().includes(target.name.toLowerCase()),
        ),
    ).length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search creators' }), target.name);
    await expect
      .poll(() => screen.queryByText(/of \d+ creators/)?.textContent, { timeout: 20_000 })
      .toBe(`${matches} of ${matches} creators`);
    const grid = screen.getByRole('grid', { name: 'Creators not converted' });
    expect(within(grid).getAllByRole('row')[1]?.textContent).toContain(target.name);
  });

  it('shows in Discovery where each listed creator stands in the pipeline', {
    timeout: 60_000,
  }, async () => {
    const listed = unconverted()
      .sort((a, b) => compareNames(a.name, b.name))
      .slice(0, 25);
    const processOf = (id: number) =>
      store()
        .processes.all()
        .find((process) => process.subject_type === 'creator' && process.subject_id === id);
    const inPipeline = listed.find((creator) => processOf(creator.id) !== undefined);
    const outside = listed.find((creator) => processOf(creator.id) === undefined);
    const process = inPipeline === undefined ? undefined : processOf(inPipeline.id);
    if (inPipeline === undefined || outside === undefined || process === undefined)
      throw new Error('The first page needs creators in and out of the pipeline.');
    const stage = stageOf(conversionStatusOf(process) ?? '');
    await renderRoute('/agency/prospecting', { as: 'prospector' });
    const grid = await screen.findByRole('grid', { name: 'Creators not converted' });
    const rowOf = (name: string) =>
      within(grid)
        .getAllByRole('row')
        .find((row) => row.textContent?.includes(name))?.textContent ?? '';
    await expect
      .poll(() => rowOf(inPipeline.name), { timeout: 20_000 })
      .toContain(`${stage === undefined ? '' : STAGE_TITLES[stage]} · `);
    expect(rowOf(outside.name)).toContain('Not in the pipeline');
  });

  it.each<[string, ProspectStage, string]>([
    ['/agency/prospecting/prospects', 'inProgress', 'Prospects in progress'],
    ['/agency/prospecting/watchlist', 'watchlist', 'Prospects to reconnect with'],
    ['/agency/prospecting/archive', 'archive', 'Archived prospects'],
  ])(
    '%s lists the creators at its conversion stage',
    { timeout: 60_000 },
    async (path, stage, label) => {
      const count = stageCount(stage);
      expect(count).toBeGreaterThan(0);
      await renderRoute(path, { as: 'prospector' });
      const shown = Math.min(25, count);
      expect((await screen.findByText(/of \d+ prospects/)).textContent).toBe(
        `${shown} of ${count} prospects`,
      );
      const grid = screen.getByRole('grid', { name: label });
      expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1);
    },
  );
});
