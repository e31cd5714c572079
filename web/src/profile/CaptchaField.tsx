import { Trans } from '@lingui/react/macro';
import { TextField } from '../components/form/TextField.tsx';

export interface Challenge {
  readonly id: string;
  readonly prompt: string;
}

/**
 * The captcha of spec §4, after several wrong PINs: the platform's question
 * and a field for the answer, sent with the next attempt.
 */
export function CaptchaField({ challenge, answer, onChange }: { challenge: Challenge; answer: string; onChange: (value: string) => void }) {
  return (
    <div className="rs-profiles__captcha">
      <TextField
        label={
          <>
            <Trans>Show you are not a robot:</Trans> {challenge.prompt}
          </>
        }
        value={answer}
        onChange={onChange}
        error={null}
        autoComplete="off"
        required
      />
    </div>
  );
}
