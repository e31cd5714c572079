// The breaking-change gate: what a client built against the last released
// schema (released/schema.graphql) would lose in the current one. Removing a
// field, enum value or input field is allowed once the release announced it
// with @deprecated; any other breaking change is not.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import { CriticalityLevel, diff, DiffRule, type Change } from '@graphql-inspector/core';
import { sdlDirectory } from './sdl.ts';

export const releasedSchemaPath = join(sdlDirectory, '..', 'released', 'schema.graphql');

export function readReleasedSchema(): GraphQLSchema {
  return buildSchema(readFileSync(releasedSchemaPath, 'utf8'));
}

/**
 * A change inside a field the release deprecated (its type, an argument) only
 * reaches clients already told to stop using the field. graphql-inspector's
 * own rule covers removals of deprecated fields, enum values and input fields.
 */
function withinDeprecatedField(released: GraphQLSchema, path: string | undefined): boolean {
  const [typeName, fieldName] = path?.split('.') ?? [];
  if (!typeName || !fieldName) return false;
  const type = released.getType(typeName);
  if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) return false;
  return Boolean(type.getFields()[fieldName]?.deprecationReason);
}

export async function unannouncedBreakingChanges(released: GraphQLSchema, current: GraphQLSchema): Promise<Change[]> {
  const changes = await diff(released, current, [DiffRule.suppressRemovalOfDeprecatedField]);
  return changes.filter(
    (change) => change.criticality.level === CriticalityLevel.Breaking && !withinDeprecatedField(released, change.path),
  );
}
