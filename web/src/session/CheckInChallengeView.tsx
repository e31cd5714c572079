import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { CaptchaField, type Challenge } from '../components/form/CaptchaField.tsx';
import { MessagePanel } from '../components/StatusViews.tsx';
import { retryAfterSecondsOf, tooManyAttemptsMessage } from '../system/rateLimited.ts';
import { messageForKey } from '../system/userMessages.ts';
import { CheckInChallenge } from './checkInAsGuest.ts';
import type { SessionGate } from './ensureSession.ts';

/**
 * The page a visitor sees when many visitors check in from their address (an
 * office, a bar showing a fight, a mobile carrier's NAT): the realm's frame
 * and the platform's question; answered, they are checked in as a guest and
 * the page they asked for loads (`onCheckedIn`).
 */
export function CheckInChallengeView({
  challenge: first,
  messageKey,
  session,
  onCheckedIn,
}: {
  challenge: Challenge;
  messageKey: string;
  session: SessionGate;
  onCheckedIn: () => void;
}) {
  const { i18n } = useLingui();
  const [challenge, setChallenge] = useState(first);
  const [answer, setAnswer] = useState('');
  // Why the question is (still) asked: a wrong answer says so; the first question needs no excuse.
  const [problem, setProblem] = useState<string | null>(messageKey === 'captchaRequired' ? null : messageForKey(i18n, messageKey));
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!answer.trim()) return setProblem(messageForKey(i18n, 'captchaRequired'));
    setBusy(true);
    try {
      await session.checkIn({ challengeId: challenge.id, answer: answer.trim() });
      onCheckedIn();
    } catch (error) {
      setAnswer('');
      const wait = retryAfterSecondsOf(error);
      if (error instanceof CheckInChallenge) {
        setChallenge(error.challenge);
        setProblem(messageForKey(i18n, error.messageKey));
      } else setProblem(wait !== null ? tooManyAttemptsMessage(i18n, wait) : messageForKey(i18n, 'anErrorOccured'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <MessagePanel title={<Trans>Lots of viewers are arriving from your network</Trans>}>
      <form className="rs-form" noValidate onSubmit={submit} aria-busy={busy}>
        {problem ? (
          <p className="rs-form__error" role="alert">
            {problem}
          </p>
        ) : null}
        <CaptchaField
          challenge={challenge}
          answer={answer}
          onChange={setAnswer}
          intro={<Trans>Please answer this question to start watching.</Trans>}
        />
        <button type="submit" className="rs-form__submit" disabled={busy}>
          <Trans>Continue</Trans>
        </button>
      </form>
    </MessagePanel>
  );
}
