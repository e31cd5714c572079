import { Trans } from '@lingui/react/macro';
import { Link } from 'found';
import { type ReactNode, useState } from 'react';
import { PlaybackErrorModal } from '../playback/PlaybackErrorModal.tsx';
import { pathTo } from '../system/routePaths.ts';
import './Player.css';

/**
 * In place of the player when there is nothing to play: the 16:9 still (the
 * player's own shape, so nothing is cropped) with a message, worded after the
 * spec's playback-error keys (§8). When playing failed (a `code`), the playback
 * error dialog of spec §4 opens over the page too; closed, the message stays.
 */
export function PlaybackUnavailable({
  posterUrl,
  code,
  reason = null,
  children,
}: {
  posterUrl: string;
  /** The error code of `playback`, or null when there is simply no stream. */
  code: string | null;
  /** The error's `extensions.reason` (GEO_BLOCKED, CONCURRENT_STREAM_LIMIT…), or a heartbeat's stop reason. */
  reason?: string | null;
  children?: ReactNode;
}) {
  const [dialogOpen, setDialogOpen] = useState(true);
  let message: ReactNode;
  let action: ReactNode = null;
  if (children) {
    message = children;
  } else if (code === 'UNAUTHENTICATED') {
    message = <Trans>Sign in to watch this video.</Trans>;
    action = (
      <Link to={pathTo('LOGIN')} className="rs-button rs-button--primary">
        <Trans>Sign in</Trans>
      </Link>
    );
  } else if (reason === 'CONCURRENT_STREAM_LIMIT') {
    message = <Trans>Your account is already playing on as many devices as it can.</Trans>;
  } else if (reason === 'GEO_BLOCKED') {
    message = <Trans>This is not available in your territory.</Trans>;
  } else if (code === 'FORBIDDEN' || code === 'GUEST_ACCESS_DENIED') {
    message = <Trans>You're not allowed to watch this video.</Trans>;
  } else if (code) {
    message = <Trans>There was an error accessing this video. Please try again.</Trans>;
  } else {
    message = <Trans>This video is not available right now.</Trans>;
  }
  return (
    <div className="rs-player rs-player--unavailable">
      <div className="rs-player__poster" style={{ backgroundImage: `url("${posterUrl}")` }} aria-hidden="true" />
      <div className="rs-player__overlay">
        <div className="rs-player__message">{message}</div>
        {action}
      </div>
      {(code || reason) && dialogOpen ? (
        <PlaybackErrorModal failure={{ code, reason }} onDismiss={() => setDialogOpen(false)} />
      ) : null}
    </div>
  );
}
