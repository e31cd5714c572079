import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useToasts } from '../../components/Toast.tsx';
import { PartitionChoice } from '../../partition/PartitionChoice.tsx';
import { reloadRealmSettings } from '../../realm/reloadRealmSettings.ts';
import { messageForKey } from '../../system/userMessages.ts';
import type { PartitionsSection_account$key } from './__generated__/PartitionsSection_account.graphql.ts';
import type { PartitionsSection_realm$key } from './__generated__/PartitionsSection_realm.graphql.ts';
import { useUpdatePartition } from './useUpdatePartition.ts';

/**
 * ACCOUNT section=partitions (spec §2): the content partition the account follows
 * (a region, a league), which decides the realm's menu it sees. Saving moves the
 * account and reloads the realm settings (spec §4), so the menu changes in place.
 */
export function PartitionsSection({ account, realm }: { account: PartitionsSection_account$key; realm: PartitionsSection_realm$key }) {
  const { partition } = useFragment(
    graphql`
      fragment PartitionsSection_account on Account {
        id
        partition {
          internalId
          name
        }
      }
    `,
    account,
  );
  const realmData = useFragment(
    graphql`
      fragment PartitionsSection_realm on Realm {
        ...PartitionChoice_realm
      }
    `,
    realm,
  );
  const { t, i18n } = useLingui();
  const toasts = useToasts();
  const environment = useRelayEnvironment();
  const id = useId();
  const [commit, saving] = useUpdatePartition();
  const [chosen, setChosen] = useState<string | null>(partition?.internalId ?? null);
  const [error, setError] = useState<string | null>(null);
  const unchanged = chosen === (partition?.internalId ?? null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) return setError('pleaseChooseAPartition');
    commit({
      variables: { input: { partition: chosen } },
      onCompleted: ({ updatePartition }) => {
        const userError = updatePartition.userErrors[0];
        if (userError) {
          setError(userError.messageKey);
          toasts.show('error', messageForKey(i18n, userError.messageKey));
          return;
        }
        setError(null);
        toasts.show('success', t`Saved. Your menu now follows your choice.`);
        // The menu and the rest of the frame for the new partition (spec §4 "Realm settings reload").
        reloadRealmSettings(environment).catch(() => toasts.show('error', messageForKey(i18n, 'anErrorOccured')));
      },
      onError: () => toasts.show('error', messageForKey(i18n, 'anErrorOccured')),
    });
  };

  return (
    <section className="rs-account__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="rs-account__panel-title">
        <Trans>What you follow</Trans>
      </h2>
      <p className="rs-account__hint">
        {partition ? (
          <Trans>You follow {partition.name}. Your menu and what we show you depend on it.</Trans>
        ) : (
          <Trans>Choose what to follow: your menu and what we show you depend on it.</Trans>
        )}
      </p>
      <form className="rs-form rs-account__form" onSubmit={onSubmit} noValidate>
        <PartitionChoice
          realm={realmData}
          name={`${id}-partition`}
          legend={<Trans>Follow</Trans>}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setError(null);
          }}
          error={error ? messageForKey(i18n, error) : null}
        />
        <div className="rs-account__actions">
          <button type="submit" className="rs-form__submit" disabled={saving || unchanged}>
            {saving ? <span className="rs-form__spinner" aria-hidden="true" /> : null}
            <Trans>Save</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
