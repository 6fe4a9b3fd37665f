import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_CAPTCHA_LOAD_MS, LOCAL_CAPTCHA_TTL_MS, LocalCaptcha } from './LocalCaptcha.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderCaptcha(resetKey = 0) {
  const onReady = vi.fn();
  const onToken = vi.fn();
  const view = render(<LocalCaptcha onReady={onReady} onToken={onToken} resetKey={resetKey} />);
  return { onReady, onToken, view };
}

const robotBox = () => screen.getByRole('checkbox', { name: "I'm not a robot" });

describe('LocalCaptcha', () => {
  it('loads after mount, then says it is ready', () => {
    const { onReady } = renderCaptcha();
    expect(screen.getByRole('status').textContent).toContain('Loading the captcha');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(onReady).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(LOCAL_CAPTCHA_LOAD_MS));
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(robotBox()).toBeTruthy();
  });

  it('gives a token when ticked and takes it back when unticked', () => {
    const { onToken } = renderCaptcha();
    act(() => vi.advanceTimersByTime(LOCAL_CAPTCHA_LOAD_MS));
    fireEvent.click(robotBox());
    expect(onToken).toHaveBeenLastCalledWith(expect.stringMatching(/^local-.+/));
    fireEvent.click(robotBox());
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it('expires a solved check like a reCAPTCHA token does', () => {
    const { onToken } = renderCaptcha();
    act(() => vi.advanceTimersByTime(LOCAL_CAPTCHA_LOAD_MS));
    fireEvent.click(robotBox());
    act(() => vi.advanceTimersByTime(LOCAL_CAPTCHA_TTL_MS));
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect((robotBox() as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('The check expired. Tick the box again.')).toBeTruthy();
  });

  it('starts over when its reset key changes', () => {
    const onReady = vi.fn();
    const onToken = vi.fn();
    const { rerender } = render(<LocalCaptcha onReady={onReady} onToken={onToken} resetKey={0} />);
    act(() => vi.advanceTimersByTime(LOCAL_CAPTCHA_LOAD_MS));
    fireEvent.click(robotBox());
    rerender(<LocalCaptcha onReady={onReady} onToken={onToken} resetKey={1} />);
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect((robotBox() as HTMLInputElement).checked).toBe(false);
  });
});
