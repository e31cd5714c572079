import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { PartitionChoice } from '../../partition/PartitionChoice.tsx';
import { reloadRealmSettings } from '../../realm/reloadRealmSettings.ts';
import { messageForKey } from '../../system/userMessages.ts';
import { useUpdatePartition } from '../account/useUpdatePartition.ts';
import type { PartitionStep_realm$key } from './__generated__/PartitionStep_realm.graphql.ts';
import { StepActions } from './StepActions.tsx';

/**
 * Checkout's partitions step (spec §4 step 7), a single screen: a customer of a
 * partitioned realm whose account follows no partition yet (one made before the
 * realm was partitioned, say) chooses one before paying, since what the
 * subscription shows depends on it. New accounts choose at sign-up instead.
 */
export function PartitionStep({ realm, onChosen }: {
  realm: PartitionStep_realm$key;
  /** The account now follows `partition`: the checkout goes on. */
  onChosen: (partition: string) => void;
}) {
  const data = useFragment(
    graphql`
      fragment PartitionStep_realm on Realm {
        ...PartitionChoice_realm
      }
    `,
    realm,
  );
  const { i18n } = useLingui();
  const environment = useRelayEnvironment();
  const [commit, saving] = useUpdatePartition();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      className="rs-checkout__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen === null) return setError('pleaseChooseAPartition');
        commit({
          variables: { input: { partition: chosen } },
          // The viewer's partition too (PurchaseApp reads it to know this step is done).
          updater: (store) => {
            const partition = store.getRootField('updatePartition')?.getLinkedRecord('account')?.getLinkedRecord('partition');
            if (partition) store.getRoot().getLinkedRecord('viewer')?.setLinkedRecord(partition, 'partition');
          },
          onCompleted: ({ updatePartition }) => {
            const userError = updatePartition.userErrors[0];
            if (userError) return setError(userError.messageKey);
            // What the realm shows depends on the partition (spec §4 "Realm settings reload").
            void reloadRealmSettings(environment).catch(() => undefined);
            onChosen(chosen);
          },
          onError: () => setError('anErrorOccured'),
        });
      }}
    >
      <PartitionChoice
        realm={data}
        legend={<Trans>What do you want to follow?</Trans>}
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setError(null);
        }}
        error={error ? messageForKey(i18n, error) : null}
      />
      <StepActions onBack={null} busy={saving} primary={<Trans>Continue</Trans>} />
    </form>
  );
}
