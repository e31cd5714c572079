import { errors, jwtVerify, SignJWT } from 'jose';
import { ApiError } from '../http/apiError.ts';
import { TOKEN_ALGORITHM, type SigningKeys } from './signingKeys.ts';

export type Role = 'GUEST' | 'CUSTOMER' | 'ADMIN';
export type ProfileKind = 'ADULT' | 'CHILD';

/** The claims of an access token (README: Tokens), as the backend reads them. */
export interface AccessClaims {
  userId: number;
  role: Role;
  isGuest: boolean;
  realmName: string;
  sessionId: number;
  /** The profile the session watches as (`pro`); null for guests and before a profile exists. */
  profile: { id: number; kind: ProfileKind } | null;
  /** `apr`: the account is approved (its email confirmed where the realm requires it). */
  approved: boolean;
  /** `loc`: the viewer's country (ISO 3166 alpha-2), ZZ when unknown. */
  country: string;
  /** `par`: the partition the account belongs to, if the realm is partitioned. */
  partition: string | null;
  /** `ads.id`: a random advertising id, never the user id. */
  adsId: string;
  /** `imp.adm`: the admin who opened this session as the customer (impersonation); absent otherwise. */
  impersonatedBy?: number | null;
  expiresAt: Date;
}

export type ClaimsToSign = Omit<AccessClaims, 'expiresAt'>;

export async function signAccessToken(
  claims: ClaimsToSign,
  options: { key: SigningKeys['signing']; ttlSeconds: number; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  const expiresAt = issuedAt + options.ttlSeconds;
  const token = await new SignJWT({
    rol: claims.role,
    gue: claims.isGuest,
    sid: claims.sessionId,
    loc: claims.country,
    par: claims.partition,
    // `ty` is "c" for a child profile, "a" otherwise (spec §3 Token claims).
    ...(claims.profile ? { pro: { id: String(claims.profile.id), ty: claims.profile.kind === 'CHILD' ? 'c' : 'a' } } : {}),
    apr: claims.approved,
    ads: { id: claims.adsId },
    ...(claims.impersonatedBy ? { imp: { adm: String(claims.impersonatedBy) } } : {}),
  })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT', kid: options.key.kid })
    .setSubject(String(claims.userId))
    .setAudience(claims.realmName)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(options.key.privateKey);
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/**
 * Verifies signature (ES256, by one of our keys), expiry (unless `allowExpired`)
 * and audience. Errors are the README's 401s: INVALID_TOKEN, TOKEN_EXPIRED,
 * TOKEN_REALM_MISMATCH.
 */
export async function verifyAccessToken(
  token: string,
  options: { keys: SigningKeys; realmName: string; now: Date; allowExpired?: boolean },
): Promise<AccessClaims> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, options.keys.verificationKey, {
      algorithms: [TOKEN_ALGORITHM],
      currentDate: options.now,
      ...(options.allowExpired ? { clockTolerance: Number.MAX_SAFE_INTEGER / 2 } : {}),
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new ApiError(401, 'TOKEN_EXPIRED', 'The access token has expired');
    throw new ApiError(401, 'INVALID_TOKEN', 'The access token is not valid');
  }
  const { sub, rol, gue, sid, aud, exp, pro, apr, loc, par, ads, imp } = payload;
  if (typeof sub !== 'string' || typeof sid !== 'number' || typeof exp !== 'number' || !isRole(rol)) {
    throw new ApiError(401, 'INVALID_TOKEN', 'The access token is not valid');
  }
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!audiences.includes(options.realmName)) {
    throw new ApiError(401, 'TOKEN_REALM_MISMATCH', `The access token was not issued for realm "${options.realmName}"`);
  }
  return {
    userId: Number(sub),
    role: rol,
    isGuest: gue === true,
    realmName: options.realmName,
    sessionId: sid,
    profile: profileClaim(pro),
    approved: apr === true,
    country: typeof loc === 'string' ? loc : 'ZZ',
    partition: typeof par === 'string' ? par : null,
    adsId: typeof ads === 'object' && ads && typeof (ads as { id?: unknown }).id === 'string' ? (ads as { id: string }).id : '',
    impersonatedBy: impersonationClaim(imp),
    expiresAt: new Date(exp * 1000),
  };
}

function profileClaim(value: unknown): AccessClaims['profile'] {
  if (typeof value !== 'object' || value === null) return null;
  const { id, ty } = value as { id?: unknown; ty?: unknown };
  if (typeof id !== 'string' || !/^\d+$/.test(id)) return null;
  return { id: Number(id), kind: ty === 'c' ? 'CHILD' : 'ADULT' };
}

function impersonationClaim(value: unknown): number | null {
  const adm = typeof value === 'object' && value !== null ? (value as { adm?: unknown }).adm : undefined;
  return typeof adm === 'string' && /^\d+$/.test(adm) ? Number(adm) : null;
}

function isRole(value: unknown): value is Role {
  return value === 'GUEST' || value === 'CUSTOMER' || value === 'ADMIN';
}
