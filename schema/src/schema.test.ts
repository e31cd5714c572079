import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  lexicographicSortSchema,
  printSchema,
  type GraphQLNamedType,
} from 'graphql';
import { buildSchemaFromSdlFiles, printedSchemaPath } from './sdl.ts';

const schema = buildSchemaFromSdlFiles();
const ownTypes = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__'));

describe('the GraphQL contract', () => {
  it('is committed in its printed form exactly as the SDL files build it', () => {
    const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;
    // When this fails, run `npm run build -w @ringside/schema` and commit schema/schema.graphql.
    expect(readFileSync(printedSchemaPath, 'utf8')).toBe(printed);
  });

  it('describes every type, field, argument, enum value and input field, since GraphiQL is the manual', () => {
    const undescribed: string[] = [];
    const builtInScalars = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);
    for (const type of ownTypes as GraphQLNamedType[]) {
      if (builtInScalars.has(type.name)) continue;
      if (!type.description) undescribed.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          // `id` is documented once on the Node interface.
          if (!field.description && !(field.name === 'id' && !isInputObjectType(type))) {
            undescribed.push(`${type.name}.${field.name}`);
          }
          if ('args' in field) {
            for (const arg of field.args) if (!arg.description) undescribed.push(`${type.name}.${field.name}(${arg.name})`);
          }
        }
      }
      if (isEnumType(type)) {
        for (const value of type.getValues()) if (!value.description) undescribed.push(`${type.name}.${value.name}`);
      }
    }
    expect(undescribed).toEqual([]);
  });

  it('follows the Relay conventions: every object with an id is a Node, and connections have edges and pageInfo', () => {
    const node = schema.getType('Node');
    expect(isInterfaceType(node)).toBe(true);
    expect(schema.getQueryType()?.getFields().node).toBeDefined();
    // A captcha challenge's id is a single-use ticket, not an identity a client
    // could refetch through `node`; Relay keys its record by it all the same,
    // which is harmless because each id is random and appears once.
    const notRefetchable = new Set(['CaptchaChallenge']);
    for (const type of ownTypes) {
      if (!isObjectType(type)) continue;
      const fields = type.getFields();
      if (fields.id && !notRefetchable.has(type.name)) expect(type.getInterfaces().map((i) => i.name), `${type.name} has an id`).toContain('Node');
      if (type.getInterfaces().some((i) => i.name === 'Node')) expect(fields.internalId, `${type.name}.internalId`).toBeDefined();
      if (type.name.endsWith('Connection')) {
        expect(Object.keys(fields)).toEqual(expect.arrayContaining(['edges', 'pageInfo']));
      }
    }
  });

  it('offers content cards as one union of the playable and browsable kinds', () => {
    const content = schema.getType('Content');
    expect(isUnionType(content) && content.getTypes().map((t) => t.name).sort()).toEqual(['LiveEvent', 'Playlist', 'Series', 'Video']);
  });
});
