import { Trans } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { TextField } from './TextField.tsx';

/** A captcha the platform asks for (schema `CaptchaChallenge`): answered once, then a new one comes. */
export interface Challenge {
  readonly id: string;
  readonly prompt: string;
}

/**
 * Spec §4 "Challenge": after repeated failed attempts (sign-in, sign-up,
 * password reset, PIN, TV code) the platform asks its captcha question; the
 * answer goes with the next attempt. The test provider's question is a sum, so
 * the field offers a number pad; the label is the question itself.
 */
export function CaptchaField({
  challenge,
  answer,
  onChange,
  error = null,
  intro = <Trans>To keep your account safe, please answer this question.</Trans>,
  containerRef,
}: {
  challenge: Challenge;
  answer: string;
  onChange: (value: string) => void;
  /** The answer's error text (translated), shown at once: the viewer is mid-submit. */
  error?: ReactNode | null;
  intro?: ReactNode;
  /** The field's box, for forms that move focus to it when the question appears. */
  containerRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div className="rs-form__captcha" ref={containerRef}>
      <p className="rs-form__captcha-intro">{intro}</p>
      <TextField
        label={challenge.prompt}
        name="captcha"
        inputMode="numeric"
        autoComplete="off"
        maxLength={200}
        required
        value={answer}
        onChange={onChange}
        error={error}
        showError
      />
    </div>
  );
}
