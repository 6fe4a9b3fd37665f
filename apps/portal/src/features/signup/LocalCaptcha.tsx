import { Checkbox, Spinner } from '@airtime/design-system';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CaptchaProps } from './captcha.ts';
import * as styles from './signup.css.ts';

/** Stands in for a captcha script's download: the challenge is not there on first paint. */
export const LOCAL_CAPTCHA_LOAD_MS = 300;
/** A solved challenge lasts as long as a reCAPTCHA token does. */
export const LOCAL_CAPTCHA_TTL_MS = 2 * 60 * 1000;

/**
 * A captcha that needs no network (the fake backend accepts any non-empty token): an "I'm not a
 * robot" box that loads after mount and gives a fresh token when ticked. Swap it for reCAPTCHA
 * through `CaptchaProps`.
 */
export function LocalCaptcha({ onReady, onToken, resetKey = 0, errorMessage }: CaptchaProps) {
  const [isReady, setReady] = useState(false);
  const [isChecked, setChecked] = useState(false);
  const [hasExpired, setExpired] = useState(false);
  // The parent's callbacks change every render; the effects must not restart for that.
  const callbacks = useRef({ onReady, onToken });
  callbacks.current = { onReady, onToken };

  useEffect(() => {
    const timer = setTimeout(() => {
      setReady(true);
      callbacks.current.onReady();
    }, LOCAL_CAPTCHA_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);

  const firstReset = useRef(resetKey);
  useEffect(() => {
    if (resetKey === firstReset.current) return;
    setChecked(false);
    callbacks.current.onToken(null);
  }, [resetKey]);

  useEffect(() => {
    if (!isChecked) return;
    const timer = setTimeout(() => {
      setChecked(false);
      setExpired(true);
      callbacks.current.onToken(null);
    }, LOCAL_CAPTCHA_TTL_MS);
    return () => clearTimeout(timer);
  }, [isChecked]);

  const toggle = (checked: boolean) => {
    setChecked(checked);
    setExpired(false);
    onToken(checked ? `local-${crypto.randomUUID()}` : null);
  };

  const message =
    errorMessage ?? (hasExpired ? 'The check expired. Tick the box again.' : undefined);
  return (
    <div className={styles.captchaBox}>
      {isReady ? (
        <Checkbox
          isSelected={isChecked}
          onChange={toggle}
          isInvalid={message !== undefined}
          {...(message === undefined ? {} : { errorMessage: message })}
        >
          I'm not a robot
        </Checkbox>
      ) : (
        <span className={styles.captchaStatus} role="status">
          <Spinner size="sm" label="Loading the captcha" />
          Loading the captcha…
        </span>
      )}
      <span className={styles.captchaBrand}>
        <ShieldCheck size={20} aria-hidden="true" />
        <br />
        Airtime check
      </span>
    </div>
  );
}
