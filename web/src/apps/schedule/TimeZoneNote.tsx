import { Trans, useLingui } from '@lingui/react/macro';
import { timeZoneShortName } from './scheduleTime.ts';

/** Names the zone every time on the page is shown in: "Times in America/Sao_Paulo (GMT-3)". */
export function TimeZoneNote({ timeZone }: { timeZone: string }) {
  const { i18n } = useLingui();
  const zone = timeZone.replace(/_/g, ' ');
  const abbreviation = timeZoneShortName(new Date(), i18n.locale, timeZone);
  return (
    <p className="rs-time-zone-note" data-time-zone={timeZone}>
      <Trans>
        Times in {zone} ({abbreviation})
      </Trans>
    </p>
  );
}
