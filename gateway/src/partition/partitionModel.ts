/** One of the realm's content partitions, its name already in the request's language. */
export interface PartitionModel {
  __typename: 'Partition';
  /** The realm's name: partition ids are only unique within a realm. */
  realm: string;
  internalId: string;
  name: string;
}
