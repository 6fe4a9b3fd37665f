// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import {
  useCreateBrandMetricType,
  useDeleteBrandMetricType,
  useUpdateBrandMetricType,
} from './useBrandMetricTypes.ts';
import { useBrand } from './useBrands.ts';

setupMockApi();

describe('metric type hooks', () => {
  it('refresh the brand after create, update and delete', async () => {
    const test = createTestClient();
    await signIn(test, 'brand@airtime.test');
    const { result } = renderApiHook(test.client, () => {
      const brand = useBrand(3);
      return {
        names: brand.data?.customMetricTypes?.map((metric) => metric.name),
        create: useCreateBrandMetricType(),
        update: useUpdateBrandMetricType(),
        remove: useDeleteBrandMetricType(),
      };
    });
    await waitFor(() => expect(result.current.names).toBeDefined());
    let id = 0;
    await act(async () => {
      id = (await result.current.create.trigger({ body: { brand_id: 3, name: 'Store visits' } }))
        .id;
    });
    await waitFor(() => expect(result.current.names).toContain('Store visits'));
    await act(async () => {
      await result.current.update.trigger({ params: { id }, body: { name: 'Foot traffic' } });
    });
    await waitFor(() => expect(result.current.names).toContain('Foot traffic'));
    await act(async () => {
      await result.current.remove.trigger({ params: { id } });
    });
    await waitFor(() => expect(result.current.names).not.toContain('Foot traffic'));
  });
});
