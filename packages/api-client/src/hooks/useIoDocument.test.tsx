// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useCampaign } from './useCampaigns.ts';
import { useCreateIoDocument, useIoDocument, useIoDocumentDraft } from './useIoDocument.ts';

const { backend } = setupMockApi();
afterEach(cleanup);

describe('useIoDocument', () => {
  it('shows 404 before the IO exists, then the created document and the campaign io_status', async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const campaign = backend.store.campaigns
      .all()
      .find((row) => backend.store.ioDocuments.lookupOne('campaign_id', row.id) === undefined);
    if (campaign === undefined) throw new Error('No campaign without an IO.');
    const { result } = renderApiHook(test.client, () => ({
      draft: useIoDocumentDraft(campaign.id),
      document: useIoDocument(campaign.id),
      campaign: useCampaign(campaign.id),
      create: useCreateIoDocument(),
    }));
    await waitFor(() => expect(result.current.draft.data?.campaign_id).toBe(campaign.id));
    await waitFor(() => expect(result.current.document.error?.status).toBe(404));
    await waitFor(() => expect(result.current.campaign.data?.io_status).toBeDefined());
    const number = result.current.draft.data?.number ?? '';
    await act(async () => {
      await result.current.create.trigger({ params: { id: campaign.id }, body: { number } });
    });
    await waitFor(() => expect(result.current.document.data?.number).toBe(number));
    await waitFor(() => expect(result.current.draft.data?.replaces_existing).toBe(true));
    await waitFor(() => expect(result.current.campaign.data?.io_status).toBe('created'));
  });

  it('waits on a null campaign id', () => {
    const test = createTestClient();
    const { result } = renderApiHook(test.client, () => useIoDocument(null));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.data).toBeUndefined();
  });
});
