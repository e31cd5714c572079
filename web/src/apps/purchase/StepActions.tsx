import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A step's buttons: Back (when there is a step before) and its primary action, which submits the step's form. */
export function StepActions({
  onBack,
  primary,
  busy = false,
  disabled = false,
}: {
  /** Null on the first step. */
  onBack: (() => void) | null;
  primary: ReactNode;
  /** The primary action is in flight: a spinner, and no second press. */
  busy?: boolean;
  disabled?: boolean;
}) {
  return (
    <div className="rs-checkout__actions">
      {onBack ? (
        <button type="button" className="rs-button rs-button--secondary rs-button--large" onClick={onBack}>
          <Trans>Back</Trans>
        </button>
      ) : null}
      <button type="submit" className="rs-button rs-button--primary rs-button--large rs-checkout__primary" disabled={busy || disabled} aria-busy={busy}>
        {busy ? <span className="rs-form__spinner" aria-hidden="true" /> : null}
        {primary}
      </button>
    </div>
  );
}
