import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** Now, again every second while mounted: the countdown's own clock (nothing is fetched). */
function useSecondsClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "Starts in 2 days 03:14:05" until an upcoming event's start. When the start
 * has passed it says so and waits: the page turns to the player when the
 * gateway says the event is live (the backend's clock decides, not this one).
 */
export function Countdown({ startsAt }: { startsAt: string }) {
  const now = useSecondsClock();
  const remaining = Math.floor((Date.parse(startsAt) - now) / 1000);
  if (Number.isNaN(remaining)) return null;
  if (remaining <= 0) {
    return (
      <p className="rs-player__headline" role="timer">
        <Trans>Starting any moment…</Trans>
      </p>
    );
  }
  const days = Math.floor(remaining / 86_400);
  const clock = `${pad(Math.floor((remaining % 86_400) / 3600))}:${pad(Math.floor((remaining % 3600) / 60))}:${pad(remaining % 60)}`;
  return (
    <p className="rs-player__headline rs-countdown" role="timer">
      {days > 0 ? (
        <Trans>
          Starts in <Plural value={days} one="# day" other="# days" /> {clock}
        </Trans>
      ) : (
        <Trans>Starts in {clock}</Trans>
      )}
    </p>
  );
}
