// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signedInAs } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import {
  useCreateReportLink,
  useReportLinks,
  useRevokeReportLink,
  useSharedReport,
} from './useReportLinks.ts';

setupMockApi();
afterEach(cleanup);

describe('report links', () => {
  it('creates a link, lists it, opens it signed out, and refuses it once revoked', async () => {
    const admin = await signedInAs('admin@airtime.test');
    const { result } = renderApiHook(admin.client, () => ({
      links: useReportLinks(2),
      create: useCreateReportLink(),
      revoke: useRevokeReportLink(),
    }));
    await waitFor(() => expect(result.current.links.data).toEqual([]));
    const link = await act(() =>
      result.current.create.trigger({
        body: { brand_id: 2, report: 'seismograph', params: 'filter.period=last-3-months' },
      }),
    );
    expect(link.url).toBe(`/shared/r/${link.token}`);
    await waitFor(() => expect(result.current.links.data?.map((row) => row.id)).toEqual([link.id]));

    let unauthorized = 0;
    const visitor = createTestClient({ hooks: { onUnauthorized: () => (unauthorized += 1) } });
    const shared = renderApiHook(visitor.client, () => useSharedReport(link.token ?? ''));
    await waitFor(() => expect(shared.result.current.data).toBeDefined());
    expect(shared.result.current.data?.brand.id).toBe(2);
    expect(shared.result.current.data?.link.created_by.name).toBe('Ada Admin');
    expect(shared.result.current.data?.events.every((event) => event.brand_id === 2)).toBe(true);

    await act(() => result.current.revoke.trigger({ params: { id: link.id } }));
    await waitFor(() => expect(result.current.links.data).toEqual([]));
    const revoked = renderApiHook(visitor.client, () => useSharedReport(link.token ?? ''));
    await waitFor(() => expect(revoked.result.current.error?.status).toBe(410));
    expect(revoked.result.current.error?.message).toMatch(/revoked/);
    const refused = renderApiHook(visitor.client, () => useSharedReport(`${link.token}x`));
    await waitFor(() => expect(refused.result.current.error?.status).toBe(401));
    // A refused link says nothing about a session: the visitor is not sent to sign in.
    expect(unauthorized).toBe(0);
  });
});
