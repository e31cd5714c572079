// Content partitions (spec §3 partitionSettings, issue 13). A realm may split its
// catalogue into partitions — regions, leagues, the club a viewer follows — named
// in its realm file. When the realm's partitioning is ENABLED every account
// belongs to exactly one of them: it is chosen at sign-up (or at checkout's
// partitions step), changed on the account page (section=partitions), and kept
// on `app_user.partition`. What a viewer's partition changes is what the realm
// shows them: menu items may belong to partitions (migration 031).
import type { FieldMessage } from '../http/fieldMessages.ts';
import type { PartitionSettings } from '../realm/realmRepository.ts';

/**
 * The partition named in a sign-up's or checkout's `partitionData`: clients send
 * `{ "partition": "<id>" }` (the payload stays an open object, spec §3, so a
 * realm's own clients may carry more beside it).
 */
export function partitionFromData(partitionData: Record<string, unknown> | null | undefined): string | null {
  const partition = partitionData?.['partition'];
  return typeof partition === 'string' && partition.trim() !== '' ? partition.trim() : null;
}

/**
 * What is wrong with choosing `partition` in a realm, or null when nothing is:
 * an ENABLED realm needs one of its own partitions; a realm without partitions
 * takes none (a stray choice would silently mean nothing, so it is refused).
 */
export function partitionMessage(settings: PartitionSettings, partition: string | null, field: string): FieldMessage | null {
  if (settings.status !== 'ENABLED') {
    return partition === null ? null : { field, messageKey: 'partitionsNotOffered', message: 'This service has no content partitions to choose from' };
  }
  if (partition === null) return { field, messageKey: 'pleaseChooseAPartition', message: 'Choose a partition' };
  if (!settings.partitions.some((candidate) => candidate.id === partition)) {
    return { field, messageKey: 'unknownPartition', message: `'${partition}' is not one of this service's partitions` };
  }
  return null;
}
