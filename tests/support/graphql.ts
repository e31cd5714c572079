// A tiny GraphQL client for tests: it speaks to the gateway as a TV or mobile
// app would (no cookies unless given, optional bearer token), choosing the
// realm by Host header or by `x-ringside-realm`. It uses node:http because
// fetch does not let a caller set the Host header.
import { request } from 'node:http';

export interface GraphQLResponse<TData> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  data?: TData;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
}

export function graphql<TData = Record<string, any>>(
  gatewayUrl: string,
  query: string,
  options: { host?: string; realm?: string; variables?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<GraphQLResponse<TData>> {
  const url = new URL('/graphql', gatewayUrl);
  const body = JSON.stringify({ query, variables: options.variables ?? {} });
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-graphql-yoga-csrf': '1',
          host: `${options.host ?? url.hostname}:${url.port}`,
          ...(options.realm ? { 'x-ringside-realm': options.realm } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            resolve({ status: res.statusCode ?? 0, headers: res.headers, ...parsed });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
