import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PartitionChoice_realm$key } from './__generated__/PartitionChoice_realm.graphql.ts';
import './partitionChoice.css';

/**
 * The realm's content partitions as one radio choice (schema/src/partition.graphql):
 * on the sign-up form (and so checkout's account step) and on the account page.
 * Nothing is drawn when the realm is not partitioned.
 */
export function PartitionChoice({ realm, value, onChange, legend, error, name = 'partition' }: {
  realm: PartitionChoice_realm$key;
  /** The chosen partition's internalId; null while none is. */
  value: string | null;
  onChange: (partition: string) => void;
  legend: ReactNode;
  /** Shown under the choice, and marks it invalid. */
  error?: string | null;
  name?: string;
}) {
  const { partitionSettings } = useFragment(
    graphql`
      fragment PartitionChoice_realm on Realm {
        partitionSettings {
          status
          partitions {
            internalId
            name
          }
        }
      }
    `,
    realm,
  );
  const { t } = useLingui();
  if (partitionSettings.status !== 'ENABLED') return null;
  return (
    <fieldset className="rs-partition-choice" aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="rs-partition-choice__legend">{legend}</legend>
      <div className="rs-partition-choice__options">
        {partitionSettings.partitions.map((partition) => (
          <label key={partition.internalId} className={`rs-partition-choice__option${value === partition.internalId ? ' rs-partition-choice__option--checked' : ''}`}>
            <input
              type="radio"
              className="rs-partition-choice__input"
              name={name}
              value={partition.internalId}
              checked={value === partition.internalId}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(partition.internalId)}
            />
            <span className="rs-partition-choice__name">{partition.name}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className="rs-partition-choice__error" role="alert" aria-label={t`Error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

