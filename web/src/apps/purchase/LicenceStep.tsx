import { Trans } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import type { LicenceOption_licence$key } from '../../licence/__generated__/LicenceOption_licence.graphql.ts';
import { LicenceOption } from '../../licence/LicenceOption.tsx';
import { StepActions } from './StepActions.tsx';

/**
 * Package selection: the licences on sale as radio cards. Choosing one puts
 * it in the basket (the checkout does that); Continue goes on, or refuses
 * with the step's error (no plan chosen, a compulsory trial not acknowledged).
 */
export function LicenceStep({
  licences,
  chosen,
  onChoose,
  acknowledgement,
  onContinue,
  onBack,
  primary,
  busy,
}: {
  licences: readonly (LicenceOption_licence$key & { readonly internalId: string })[];
  chosen: string | null;
  onChoose: (internalId: string) => void;
  /** The trial acknowledgement, when the chosen licence needs one. */
  acknowledgement: ReactNode;
  onContinue: () => void;
  onBack: (() => void) | null;
  primary: ReactNode;
  busy: boolean;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onContinue();
  }
  return (
    <form className="rs-checkout__form" onSubmit={submit} noValidate>
      <fieldset className="rs-checkout__options">
        <legend className="rs-visually-hidden">
          <Trans>Plans</Trans>
        </legend>
        {licences.map((licence) => (
          <LicenceOption key={licence.internalId} licence={licence} name="licence" checked={chosen === licence.internalId} onChoose={onChoose} />
        ))}
      </fieldset>
      {acknowledgement}
      <StepActions onBack={onBack} primary={primary} busy={busy} />
    </form>
  );
}
