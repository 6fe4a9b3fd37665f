import { toast } from '@airtime/design-system';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test/agencyQueries.ts';
import { openModals, seededProduction, toastTitles } from '../../test/productionModals.ts';
import { setupPortalMockApi } from '../../test/renderRoute.tsx';

const mock = setupPortalMockApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
  toast.clear();
});

const tagsOf = (productionId: number) =>
  mock.backend.store.productionTags
    .lookup('event_production_id', productionId)
    .map((link) => mock.backend.store.tags.get(link.tag_id)?.label);

async function openTags() {
  const seeded = seededProduction(mock);
  await openModals([`tags:{"productionId":${seeded.production.id}}`]);
  const dialog = await screen.findByRole('dialog', { name: 'Tags' }, { timeout: 20_000 });
  const label = await within(dialog).findByText('The production’s tags');
  // The tags are a grid, and an empty group while there are none.
  const shownTags = () =>
    [...dialog.querySelectorAll(`[aria-labelledby="${label.id}"] [role="row"]`)].map(
      (row) => row.textContent,
    );
  return { ...seeded, dialog, shownTags };
}

describe('the tags modal', { timeout: 60_000 }, () => {
  it('creates a tag on the fly and puts it on the production', async () => {
    const { production, dialog, shownTags } = await openTags();
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Add a tag' }), 'Q4 launch');
    await userEvent.click(await screen.findByRole('option', { name: 'Create “Q4 launch”' }));
    await expect.poll(shownTags).toContain('Q4 launch');
    await expect.poll(() => tagsOf(production.id)).toContain('Q4 launch');
    await expectAccessible();
  });

  it('takes a refused tag off again and says why, with a Retry', async () => {
    const { production, dialog, shownTags } = await openTags();
    const before = tagsOf(production.id);
    mock.server.use(
      http.put('*/api/event-production/:id', () =>
        HttpResponse.json({ message: 'Tags are locked.' }, { status: 409 }),
      ),
    );
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Add a tag' }), 'Late night');
    await userEvent.click(await screen.findByRole('option', { name: 'Create “Late night”' }));
    await expect.poll(toastTitles).toContain("Couldn't add the tag Late night.");
    expect(toast.queue.visibleToasts[0]?.content.action?.label).toBe('Retry');
    await expect.poll(shownTags).not.toContain('Late night');
    expect(tagsOf(production.id)).toEqual(before);
  });
});
