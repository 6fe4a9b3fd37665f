// @vitest-environment jsdom
import { STORAGE_KEYS } from '@airtime/domain';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { selectBrand } from '../endpoints/selection.ts';
import { ApiError } from '../http/ApiError.ts';
import { setupMockApi } from '../test/mockApi.ts';
import { serverChoice, signedInTab } from '../test/session.tsx';
import { useSelectedBrand } from './useSelectedBrand.ts';
import { useSession } from './useSession.ts';

const { backend } = setupMockApi();

describe('useSelectedBrand', () => {
  it('keeps the stored brand when the user may still choose it, and tells the server', async () => {
    const { test, storage, render } = await signedInTab('brand@airtime.test', {
      [STORAGE_KEYS.selectedBrandId]: '5',
    });
    const { result } = render(() => useSelectedBrand());
    await waitFor(() => expect(result.current.selected?.id).toBe(5));
    expect(result.current.items.map((brand) => brand.id).sort()).toEqual([2, 3, 5]);
    expect(result.current.isLoading).toBe(false);
    await waitFor(() => expect(serverChoice(backend, test).brand).toBe(5));
    expect(storage.getItem(STORAGE_KEYS.selectedBrandId)).toBe('5');
  });

  it('takes the first brand when the stored one is not offered, and stores it', async () => {
    const { test, storage, render } = await signedInTab('brand@airtime.test', {
      [STORAGE_KEYS.selectedBrandId]: '1',
    });
    const { result } = render(() => useSelectedBrand());
    await waitFor(() => expect(result.current.selected).not.toBeNull());
    const first = result.current.items[0]?.id;
    expect(result.current.selected?.id).toBe(first);
    await waitFor(() => expect(serverChoice(backend, test).brand).toBe(first));
    expect(storage.getItem(STORAGE_KEYS.selectedBrandId)).toBe(String(first));
  });

  it('shows the start choice at once, while the server is still told of it', async () => {
    const { test, render } = await signedInTab('brand@airtime.test', {
      [STORAGE_KEYS.selectedBrandId]: '5',
    });
    let tell = () => {};
    const told = new Promise<void>((resolve) => {
      tell = resolve;
    });
    const request = test.client.request;
    vi.spyOn(test.client, 'request').mockImplementation(async (call, ...args) => {
      if (call === selectBrand) await told;
      return request(call, ...args);
    });
    const { result } = render(() => useSelectedBrand());
    await waitFor(() => expect(result.current.selected?.id).toBe(5));
    expect(result.current.isLoading).toBe(false);
    expect(serverChoice(backend, test).brand).toBeNull();
    tell();
    await waitFor(() => expect(serverChoice(backend, test).brand).toBe(5));
  });

  it('keeps the start choice when the server refuses it, with the error', async () => {
    const { test, render } = await signedInTab('brand@airtime.test', {
      [STORAGE_KEYS.selectedBrandId]: '3',
    });
    const refusal = new ApiError({
      kind: 'http',
      status: 422,
      message: 'No.',
      method: 'POST',
      url: '/api/brand/select',
    });
    const request = test.client.request;
    vi.spyOn(test.client, 'request').mockImplementation((call, ...args) =>
      call === selectBrand ? Promise.reject(refusal) : request(call, ...args),
    );
    const { result } = render(() => useSelectedBrand());
    await waitFor(() => expect(result.current.error).toBe(refusal));
    expect(result.current.selected?.id).toBe(3);
  });

  it('select() calls the endpoint, stores the answer, and every user of the hook sees it', async () => {
    const { test, storage, render } = await signedInTab('brand@airtime.test');
    const { result } = render(() => ({ picker: useSelectedBrand(), content: useSelectedBrand() }));
    await waitFor(() => expect(result.current.picker.selected).not.toBeNull());
    const other = result.current.picker.items.find(
      (brand) => brand.id !== result.current.picker.selected?.id,
    );
    if (other === undefined) throw new Error('The brand persona has one brand only.');
    await act(() => result.current.picker.select(other.id));
    expect(result.current.content.selected).toMatchObject({ id: other.id, name: other.name });
    expect(serverChoice(backend, test).brand).toBe(other.id);
    expect(storage.getItem(STORAGE_KEYS.selectedBrandId)).toBe(String(other.id));
  });

  it('keeps the choice when the server refuses another, with the error', async () => {
    const { storage, render } = await signedInTab('brand@airtime.test', {
      [STORAGE_KEYS.selectedBrandId]: '3',
    });
    const { result } = render(() => useSelectedBrand());
    await waitFor(() => expect(result.current.selected?.id).toBe(3));
    await act(() => result.current.select(1).catch(() => undefined));
    expect(result.current.error?.fieldError('brand_id')).toBe('The selected brand id is invalid.');
    expect(result.current.selected?.id).toBe(3);
    expect(storage.getItem(STORAGE_KEYS.selectedBrandId)).toBe('3');
  });

  it('keeps a failed choice that is not the API’s as an ApiError of kind unknown', async () => {
    const { session, render } = await signedInTab('brand@airtime.test', {
      [STORAGE_KEYS.selectedBrandId]: '3',
    });
    const { result } = render(() => useSelectedBrand());
    await waitFor(() => expect(result.current.selected?.id).toBe(3));
    const boom = new TypeError('boom');
    vi.spyOn(session, 'select').mockRejectedValue(boom);
    await act(() => expect(result.current.select(5)).rejects.toBe(boom));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({ kind: 'unknown', cause: boom });
    expect(result.current.selected?.id).toBe(3);
  });

  it('keeps a failed start choice that is not the API’s as an ApiError of kind unknown', async () => {
    const { session, render } = await signedInTab('brand@airtime.test');
    const boom = new TypeError('boom');
    vi.spyOn(session, 'resolveSelection').mockRejectedValue(boom);
    const { result } = render(() => useSelectedBrand());
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({ kind: 'unknown', cause: boom });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.selected).toBeNull();
  });

  it('forgets the choice on logout', async () => {
    const { storage, render } = await signedInTab('brand@airtime.test');
    const { result } = render(() => ({ brand: useSelectedBrand(), session: useSession() }));
    await waitFor(() => expect(result.current.brand.selected).not.toBeNull());
    await act(() => result.current.session.logout());
    expect(result.current.brand.selected).toBeNull();
    expect(result.current.brand.items).toEqual([]);
    expect(storage.getItem(STORAGE_KEYS.selectedBrandId)).toBeNull();
  });
});
