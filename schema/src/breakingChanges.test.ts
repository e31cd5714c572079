import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { readReleasedSchema, unannouncedBreakingChanges } from './breakingChanges.ts';
import { buildSchemaFromSdlFiles } from './sdl.ts';

const released = buildSchema(`
  type Query {
    video(id: ID!): Video
  }
  type Video {
    title: String!
    views: Int @deprecated(reason: "Use viewCount.")
    viewCount: Int!
    quality: Quality!
  }
  enum Quality { SD HD UHD @deprecated(reason: "Never streamed.") }
`);

async function breaking(current: string) {
  return (await unannouncedBreakingChanges(released, buildSchema(current))).map((change) => change.message);
}

describe('the breaking-change gate', () => {
  it('lets a release remove what the last one deprecated', async () => {
    expect(
      await breaking(`
        type Query { video(id: ID!): Video }
        type Video { title: String! viewCount: Int! quality: Quality! }
        enum Quality { SD HD }
      `),
    ).toEqual([]);
  });

  it('stops a removal that clients were never warned about', async () => {
    expect(
      await breaking(`
        type Query { video(id: ID!): Video }
        type Video { views: Int viewCount: Int! quality: Quality! }
        enum Quality { SD HD UHD }
      `),
    ).toEqual([expect.stringContaining("Field 'title' was removed")]);
  });

  it('stops a changed type or a new required argument', async () => {
    const messages = await breaking(`
      type Query { video(id: ID!, realm: String!): Video }
      type Video { title: Int! views: Int viewCount: Int! quality: Quality! }
      enum Quality { SD HD UHD }
    `);
    expect(messages).toHaveLength(2);
    expect(messages.join('\n')).toMatch(/realm/);
    expect(messages.join('\n')).toMatch(/title/);
  });

  it('finds nothing unannounced between the last released schema and today’s', async () => {
    // When this fails: deprecate first (@deprecated(reason: "…")), ship, and remove in a later release.
    const changes = await unannouncedBreakingChanges(readReleasedSchema(), buildSchemaFromSdlFiles());
    expect(changes.map((change) => `${change.path}: ${change.message}`)).toEqual([]);
  });
});
