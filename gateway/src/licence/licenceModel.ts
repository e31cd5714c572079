import type { UpstreamLicence } from '../lib/upstream.ts';

/** A licence as the upstream describes it (`GET /api/v2/licences`), priced for the viewer's country. */
export type LicenceModel = UpstreamLicence & { __typename: 'Licence' };

export function toLicenceModel(licence: UpstreamLicence): LicenceModel {
  return { ...licence, __typename: 'Licence' };
}
