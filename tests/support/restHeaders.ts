// The headers an app sends with every call to the backend's REST API (its
// request contract, backend/src/http/requestContract.ts), for tests that call
// the backend straight, as a TV app or an operator's script would.
export function restHeaders(options: {
  /** Which device calls: a rate limit counts per device, so a story that floods on purpose uses a new one each time. */
  deviceId: string;
  realm?: string;
  accessToken?: string;
}): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-api-key': 'ringside-demo-key',
    realm: options.realm ?? 'ringside',
    'x-app': 'tests',
    'x-app-version': '1.0.0',
    'x-device-id': options.deviceId,
    'accept-language': 'en',
    ...(options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {}),
  };
}
