// Content partitions (schema/src/partition.graphql; backend/src/partition/partitionRules.ts
// says what they mean). The realm lists them; the account belongs to one; the
// realm's menu is one shared answer whose items name their partitions, filtered
// here for the viewer (visibleMenuItems) so the shared init cache stays shared.
import type { GatewayContext } from '../context.ts';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { accountOf } from '../account/accountResolvers.ts';
import { toGraphQLError } from '../lib/errors.ts';
import { toGlobalId } from '../lib/globalId.ts';
import { negotiateLanguage } from '../lib/language.ts';
import { HTTPError } from '../lib/restClient.ts';
import { userError } from '../lib/userErrors.ts';
import { VIEWER } from '../loaders/accountLoaders.ts';
import type { MenuItemModel } from '../menu/menuModel.ts';
import { roleOf } from '../session/access.ts';
import type { RealmModel } from '../realm/realmModel.ts';
import type { PartitionModel } from './partitionModel.ts';

function partitionsOf(realm: RealmModel, context: GatewayContext): PartitionModel[] {
  const settings = realm.partitionSettings;
  if (settings.status !== 'ENABLED') return [];
  const language = negotiateLanguage(context.acceptLanguage, realm.realmLanguages, realm.defaultLanguage);
  return settings.partitions.map((partition) => ({
    __typename: 'Partition',
    realm: realm.name,
    internalId: partition.id,
    name: partition.name[language] ?? partition.name[realm.defaultLanguage] ?? Object.values(partition.name)[0] ?? partition.id,
  }));
}

/** The viewer's partition id: null for visitors and guests (they have no account), and in realms without partitions. */
async function viewerPartition(realm: RealmModel, context: GatewayContext): Promise<string | null> {
  if (realm.partitionSettings.status !== 'ENABLED') return null;
  const role = roleOf(await context.session());
  if (role !== 'CUSTOMER' && role !== 'ADMIN') return null;
  return context.loaders.account.partitionLoader.load(VIEWER);
}

/**
 * The menu items the viewer's partition sees: the shared ones (no partitions) and
 * those of its partition; a folder left empty goes too. Menus without partitioned
 * items are answered as they are, without asking for the viewer's partition.
 */
export async function visibleMenuItems(realm: RealmModel, items: MenuItemModel[], context: GatewayContext): Promise<MenuItemModel[]> {
  const partitioned = (item: { partitions?: string[] }) => (item.partitions?.length ?? 0) > 0;
  if (!items.some((item) => partitioned(item) || (item.items ?? []).some(partitioned))) return items;
  const partition = await viewerPartition(realm, context);
  const sees = (item: { partitions?: string[] }) => !partitioned(item) || (partition !== null && item.partitions!.includes(partition));
  return items
    .filter(sees)
    .map((item) => (item.items?.length ? { ...item, items: item.items.filter(sees) } : item))
    .filter((item) => item.type !== 'FOLDER' || (item.items?.length ?? 0) > 0);
}

/** `node(id:)` for a Partition: `{realm}:{id}`, of the request's realm only. */
export async function findPartitionNode(internalId: string, context: GatewayContext): Promise<PartitionModel | null> {
  const realm = await context.realm();
  return partitionsOf(realm, context).find((partition) => `${partition.realm}:${partition.internalId}` === internalId) ?? null;
}

async function partitionOfViewer(context: GatewayContext): Promise<PartitionModel | null> {
  const realm = await context.realm();
  const id = await viewerPartition(realm, context);
  return partitionsOf(realm, context).find((partition) => partition.internalId === id) ?? null;
}

export const partitionResolvers: Resolvers = {
  Realm: {
    partitionSettings: (realm, _args, context) => ({
      status: realm.partitionSettings.status === 'ENABLED' ? 'ENABLED' : 'DISABLED',
      partitions: partitionsOf(realm, context),
    }),
  },
  Partition: {
    id: (partition) => toGlobalId('Partition', `${partition.realm}:${partition.internalId}`),
  },
  Viewer: {
    partition: async (_viewer, _args, context) => partitionOfViewer(context),
  },
  Account: {
    partition: async (_account, _args, context) => partitionOfViewer(context),
  },
  Mutation: {
    updatePartition: async (_parent, { input }, context) => {
      const account = await accountOf(context);
      const realm = await context.realm();
      const api = await context.api();
      try {
        await api.request('/api/v2/user/partition', { method: 'PUT', body: { partition: input.partition } });
      } catch (error) {
        if (error instanceof HTTPError && error.status === 409 && error.upstreamCode === 'PARTITIONS_DISABLED') {
          return { account: null, realm, userErrors: [userError('partitionsNotOffered', 'This service has no content partitions to choose from.')] };
        }
        if (error instanceof HTTPError && error.status === 400) {
          return { account: null, realm, userErrors: [userError('unknownPartition', 'Choose one of the partitions offered.', 'partition')] };
        }
        throw toGraphQLError(error) ?? error;
      }
      // The payload's account and realm (its menu) are read afresh, for the new partition.
      context.loaders.account.partitionLoader.clear(VIEWER);
      return { account, realm, userErrors: [] };
    },
  },
};
