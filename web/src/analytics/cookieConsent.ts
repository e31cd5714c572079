// Whether the viewer agreed to cookies (spec §3 Session `cookiePolicyAgreed`,
// §4 "accept cookie policy (sets flag and stores it in a cookie)"). Analytics
// asks only this function: until it answers true, no event is recorded, no
// click id is stored and no referral is reported.
import { parse as parseCookies } from 'cookie';

/** The cookie the cookie banner sets when the viewer agrees. */
export const COOKIE_POLICY_COOKIE = 'cookiePolicyAgreed';

export function viewerAgreedToCookies(cookies: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return parseCookies(cookies)[COOKIE_POLICY_COOKIE] === 'true';
}
