import type { Session } from '../session/session.ts';

/** The viewer is the session of the request, or none. */
export interface ViewerModel {
  session: Session | null;
}
