import { errors, jwtVerify, SignJWT } from 'jose';
import { ApiError } from '../http/apiError.ts';

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
  options: { secret: Uint8Array; ttlSeconds: number; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  const expiresAt = issuedAt + options.ttlSeconds;
  const token = await new SignJWT({ rol: claims.role, gue: claims.isGuest, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setAudience(claims.realmName)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(options.secret);
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/**
 * Verifies signature, expiry (unless `allowExpired`) and audience. Errors are the
 * README's 401s: INVALID_TOKEN, TOKEN_EXPIRED, TOKEN_REALM_MISMATCH.
 */
export async function verifyAccessToken(
  token: string,
  options: { secret: Uint8Array; realmName: string; now: Date; allowExpired?: boolean },
): Promise<AccessClaims> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, options.secret, {
      algorithms: ['HS256'],
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
