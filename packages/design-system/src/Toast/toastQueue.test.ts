import { describe, expect, it, vi } from 'vitest';
import {
  createToaster,
  MAX_VISIBLE_TOASTS,
  TOAST_TIMEOUT,
  TOAST_TONES,
  type ToastTone,
  toast,
  toastQueue,
} from './toastQueue.ts';

describe('toast', () => {
  it('lasts the spec’s 5000 ms', () => {
    expect(TOAST_TIMEOUT).toBe(5000);
  });

  it.each(TOAST_TONES)('toast.%s queues a toast of that tone, newest first', (tone: ToastTone) => {
    const toaster = createToaster();
    toaster.info('Older');
    const key = toaster[tone]('Campaign saved', { description: 'Acme Q3' });
    const [newest] = toaster.queue.visibleToasts;
    expect(newest?.key).toBe(key);
    expect(newest?.content).toEqual({
      tone,
      title: 'Campaign saved',
      description: 'Acme Q3',
      action: undefined,
    });
    expect(newest?.timeout).toBe(TOAST_TIMEOUT);
  });

  it.each<[string, number | null | undefined, number | undefined]>([
    ['the default', undefined, TOAST_TIMEOUT],
    ['a shorter timeout', 2000, 2000],
    ['null, which keeps it until dismissed', null, undefined],
  ])('takes %s as its timeout', (_, timeout, expected) => {
    const toaster = createToaster();
    toaster.success('Saved', { timeout });
    const [shown] = toaster.queue.visibleToasts;
    expect(shown?.timeout).toBe(expected);
    expect(shown?.timer === undefined).toBe(expected === undefined);
  });

  it('carries an action and calls onClose when dismissed', () => {
    const toaster = createToaster();
    const undo = vi.fn();
    const onClose = vi.fn();
    const key = toaster.neutral('Creator removed', {
      action: { label: 'Undo', onAction: undo },
      onClose,
    });
    expect(toaster.queue.visibleToasts[0]?.content.action).toEqual({
      label: 'Undo',
      onAction: undo,
    });
    toaster.dismiss(key);
    expect(onClose).toHaveBeenCalledOnce();
    expect(toaster.queue.visibleToasts).toEqual([]);
  });

  it(`shows at most ${MAX_VISIBLE_TOASTS} at once; the next waits for a dismissal`, () => {
    const toaster = createToaster();
    const keys = Array.from({ length: MAX_VISIBLE_TOASTS + 1 }, (_, i) =>
      toaster.info(`Toast ${i}`),
    );
    expect(toaster.queue.visibleToasts).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(toaster.queue.visibleToasts.map((shown) => shown.content.title)).not.toContain(
      'Toast 0',
    );
    toaster.dismiss(keys[MAX_VISIBLE_TOASTS] as string);
    expect(toaster.queue.visibleToasts.map((shown) => shown.content.title)).toContain('Toast 0');
    toaster.clear();
    expect(toaster.queue.visibleToasts).toEqual([]);
  });

  it('exports one app-wide queue behind `toast`', () => {
    expect(toast.queue).toBe(toastQueue);
  });
});
