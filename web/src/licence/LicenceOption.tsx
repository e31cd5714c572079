import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { LicenceOption_licence$key } from './__generated__/LicenceOption_licence.graphql.ts';
import { licencePriceLabel } from './licencePrice.ts';
import './LicenceOption.css';

const fragment = graphql`
  fragment LicenceOption_licence on Licence {
    internalId
    name
    description
    kind
    subscriptionPeriod
    trialDays
    family {
      name
    }
    price {
      amount
      currency
      scale
    }
  }
`;

/**
 * One licence as a choice among others (package selection, the plans on
 * sign-up): a radio card with its name, what it includes, its price for this
 * viewer and its free trial.
 */
export function LicenceOption({
  licence,
  name,
  checked,
  onChoose,
}: {
  licence: LicenceOption_licence$key;
  /** The radio group's name. */
  name: string;
  checked: boolean;
  onChoose: (internalId: string) => void;
}) {
  const data = useFragment(fragment, licence);
  const { i18n } = useLingui();
  const price = licencePriceLabel(i18n, data);
  return (
    <label className={`rs-licence-option${checked ? ' rs-licence-option--checked' : ''}`}>
      <input
        type="radio"
        className="rs-licence-option__input"
        name={name}
        value={data.internalId}
        checked={checked}
        onChange={() => onChoose(data.internalId)}
      />
      <span className="rs-licence-option__text">
        <span className="rs-licence-option__name">{data.name}</span>
        <span className="rs-licence-option__description">{data.description}</span>
        {data.trialDays > 0 ? (
          <span className="rs-licence-option__trial">
            <Trans>{data.trialDays}-day free trial</Trans>
          </span>
        ) : null}
      </span>
      {price ? <span className="rs-licence-option__price">{price}</span> : null}
    </label>
  );
}
