// A realm may word any of the platform's labels itself (its realm file's
// `labels`; spec §3 translation payload). The gateway sends only those
// overrides (`Realm.translations`), in the app's language; the platform's own
// texts are the Lingui catalogs. Here the overrides become Lingui messages that
// i18n.ts lays over the catalog at boot and on every language change, so the
// realm's word replaces the platform's wherever the web shows it.
//
// Decision: a label key reaches a text in one of two ways, and no message had
// to be given an explicit id for it.
// - Label keys the web shows with a text of its own (the navigation's
//   `signIn`, …) are mapped to the platform's message for them
//   (`labelMessages` below): the override replaces that message's id, so every
//   place showing "Sign in" changes, and the catalogs' translations stay as
//   they are. Converting those messages to explicit ids instead would orphan
//   their pt/es translations and spread the keys over a dozen screens; the
//   key ↔ message link lives here.
// - Any other key is loaded under the key itself. The spec's message keys
//   (errors, validation: system/userMessages.ts) are looked up by key there
//   first, and a message written with an explicit id (`t({ id:
//   'connectionFailed', message: 'Connection Failed' })`) is overridden by a
//   label of that key, with no change here.
import type { MessageDescriptor, Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { graphql, readInlineData } from 'relay-runtime';
import type { realmLabels_realm$key } from './__generated__/realmLabels_realm.graphql.ts';

/**
 * Keys of the platform's labels (backend/src/seed/labels.ts) that the web
 * shows, with the web's own text for them. Keys whose web text takes other
 * values (`startsAt`, `season`, `minutes`: their placeholders differ) or that
 * the web does not show (`home`, `browse`: the realm's menu titles are its own)
 * are not here.
 */
const labelMessages: Record<string, MessageDescriptor> = {
  signIn: msg`Sign in`,
  signUp: msg`Sign up`,
  logout: msg`Sign out`,
  account: msg`Account`,
  preferences: msg`Preferences`,
  live: msg`Live`,
  upcoming: msg`Upcoming`,
  ended: msg`Ended`,
  search: msg`Search`,
  watchLive: msg`Watch live`,
  seeAll: msg`See all`,
  loadMore: msg`Load more`,
  videos: msg`Videos`,
};

/** The id of the Lingui message a label key overrides: the web's message for it, else the key. */
export function messageIdOfLabel(key: string): string {
  return (Object.hasOwn(labelMessages, key) ? labelMessages[key]!.id : undefined) ?? key;
}

type CompiledMessage = Messages[string];

/**
 * A realm's text as Lingui's compiled form (the catalogs are compiled at build
 * time, and production builds carry no message compiler): plain text, with
 * `{name}` placeholders filled from the message's values. Label texts are not
 * ICU messages (no plurals, apostrophes are apostrophes), as in every other
 * client of the translation payload.
 */
export function compileLabel(text: string): CompiledMessage {
  const tokens: (string | [string])[] = [];
  let last = 0;
  for (const placeholder of text.matchAll(/\{([A-Za-z_$][\w$]*)\}/g)) {
    if (placeholder.index > last) tokens.push(text.slice(last, placeholder.index));
    tokens.push([placeholder[1]!]);
    last = placeholder.index + placeholder[0].length;
  }
  if (last < text.length || tokens.length === 0) tokens.push(text.slice(last));
  return tokens as CompiledMessage;
}

/** The realm's overrides as Lingui messages, keyed by the message they replace. */
export function realmLabelMessages(labels: ReadonlyArray<{ readonly key: string; readonly text: string }>): Messages {
  return Object.fromEntries(labels.map(({ key, text }) => [messageIdOfLabel(key), compileLabel(text)]));
}

/** Read at boot from the frame's data (system/createApp.tsx), outside React. */
const realmLabelsFragment = graphql`
  fragment realmLabels_realm on Realm @inline {
    translations {
      selectedLocale
      labels {
        key
        text
      }
    }
  }
`;

/**
 * The realm's overrides for `locale`, as messages; none when the gateway's
 * labels are in another language (a realm offering a language the web has no
 * catalog for answers in that language, which the app does not show).
 */
export function realmLabelsFor(realm: realmLabels_realm$key, locale: string): Messages {
  const { translations } = readInlineData(realmLabelsFragment, realm);
  const language = translations.selectedLocale.split(/[-_]/)[0]?.toLowerCase();
  return language === locale ? realmLabelMessages(translations.labels) : {};
}

