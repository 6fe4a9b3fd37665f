import { ApiError } from '@airtime/api-client';
import { toast } from '@airtime/design-system';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastWriteFailure } from './toastWriteFailure.ts';

const shown = () => toast.queue.visibleToasts.map((item) => item.content);

afterEach(() => {
  for (const item of toast.queue.visibleToasts) toast.queue.close(item.key);
});

describe('toastWriteFailure', () => {
  it("names what failed, gives the server's reason and retries the same write", () => {
    const retry = vi.fn();
    const refusal = new ApiError({
      kind: 'http',
      status: 422,
      message: 'The end date is past.',
      method: 'PUT',
      url: '/api/new-campaigns/1',
    });
    toastWriteFailure('save the campaign', refusal, retry);
    const [content] = shown();
    expect(content).toMatchObject({
      tone: 'error',
      title: "Couldn't save the campaign.",
      description: 'The end date is past.',
    });
    content?.action?.onAction();
    expect(retry).toHaveBeenCalledOnce();
  });

  it('offers no retry when there is nothing to send again', () => {
    toastWriteFailure('delete the campaign', new Error('offline'));
    expect(shown()[0]?.action).toBeUndefined();
  });
});
