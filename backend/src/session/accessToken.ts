import { errors, jwtVerify, SignJWT } from 'jose';
import { ApiError } from '../http/apiError.ts';
import { TOKEN_ALGORITHM, type SigningKeys } from './signingKeys.ts';

export type Role = 'GUEST' | 'CUSTOMER' | 'ADMIN';

/** The claims of an access token (README: Tokens). */
export interface AccessClaims {
  userId: number;
  role: Role;
  isGuest: boolean;
  realmName: string;
  sessionId: number;
  expiresAt: Date;
}

export async function signAccessToken(
  claims: Omit<AccessClaims, 'expiresAt'>,
  options: { key: SigningKeys['signing']; ttlSeconds: number; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  const expiresAt = issuedAt + options.ttlSeconds;
  const token = await new SignJWT({ rol: claims.role, gue: claims.isGuest, sid: claims.sessionId })
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
  const { sub, rol, gue, sid, aud, exp } = payload;
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
    expiresAt: new Date(exp * 1000),
  };
}

function isRole(value: unknown): value is Role {
  return value === 'GUEST' || value === 'CUSTOMER' || value === 'ADMIN';
}
