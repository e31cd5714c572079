import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatMoney, type MoneyAmount } from '../../components/format.ts';
import { formatTrialDate } from './trialDate.ts';

/**
 * The compulsory trial's acknowledgement (realm setting compulsoryTrial): a
 * required checkbox saying when the trial ends and what is charged then. The
 * step refuses to go on until it is ticked (its error is the step's, shown
 * above the step and tied to the box).
 */
export function TrialAcknowledgement({
  endsAt,
  dueAfterTrial,
  checked,
  onChange,
  errorId,
}: {
  endsAt: string | Date;
  dueAfterTrial: MoneyAmount;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The step error's element, when it is this refusal. */
  errorId: string | null;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const date = formatTrialDate(endsAt);
  const amount = formatMoney(dueAfterTrial, i18n.locale);
  return (
    <div className="rs-checkout__check">
      <input
        id={id}
        type="checkbox"
        required
        checked={checked}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ?? undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        <Trans>
          I understand my free trial ends on {date} and I will then be charged {amount} unless I cancel.
        </Trans>
        <span className="rs-field__required" aria-hidden="true">
          {' *'}
        </span>
      </label>
    </div>
  );
}
