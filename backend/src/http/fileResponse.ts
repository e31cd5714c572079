/**
 * A success answer that is a file, not JSON (images, HLS playlists and
 * segments, web pages): documented in /openapi.json by its content types, with
 * no schema to serialise.
 */
export function fileResponse(description: string, contentTypes: string[]) {
  return {
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  };
}
