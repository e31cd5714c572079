import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from 'found';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import { TimeZoneNote } from '../schedule/TimeZoneNote.tsx';
import { addDays, type DayKey, dayKeyOf, formatShortDate, formatTime, formatWeekday, middayOf, viewerTimeZone } from '../schedule/scheduleTime.ts';
import type { EpgApp_epg$key } from './__generated__/EpgApp_epg.graphql.ts';
import { programmeLink } from './programmeLink.ts';
import { type GridKey, dayWidth, moveInGrid, nowOffset, programmeBox, scrollTargetFor, timeMarks } from './epgGrid.ts';
import { useEpgUpdates } from './useEpgUpdates.ts';
import './EpgApp.css';

const fragment = graphql`
  fragment EpgApp_epg on Epg {
    from
    to
    channels {
      internalId
      name
      programmes {
        kind
        title
        startsAt
        endsAt
        status
        playable
        liveEvent {
          internalId
        }
        video {
          internalId
        }
      }
    }
  }
`;

/** The days the picker offers around the shown one. */
const PICKER_DAYS = [-3, -2, -1, 0, 1, 2, 3];
/** A programme narrower than this (a few minutes) shows no text; its title is in its tooltip. */
const NARROW_PX = 40;
const GRID_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

/** The clock, moved on every minute: the now line follows it. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * EPG: the realm's channels × the viewer's day, in the viewer's time zone.
 * The grid scrolls sideways (it opens at the now line on today), the day
 * picker moves by day, and the keyboard moves through programmes as through
 * any ARIA grid (arrows, Home, End; Enter opens what can be opened).
 * `day` is the route query's variables: the guide reads that day again when the
 * realm's events change.
 */
export function EpgApp({ epg, day: shownDay }: { epg: EpgApp_epg$key; day: { from: string; to: string } }) {
  const data = useFragment(fragment, epg);
  const { i18n, t } = useLingui();
  const { router, match } = useRouter();
  useDocumentTitle(t`TV guide`);
  useEpgUpdates(shownDay);
  const timeZone = viewerTimeZone();
  const now = useMinuteClock();
  const day = { from: new Date(data.from), to: new Date(data.to) };
  // The day of the grid on screen, from its data: while the next day loads, the
  // address already names it but this grid is still the one shown.
  const shown = { key: dayKeyOf(new Date((day.from.getTime() + day.to.getTime()) / 2), timeZone), today: dayKeyOf(now, timeZone) };
  const width = dayWidth(day);
  const nowLine = nowOffset(now, day);
  const scroller = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLElement>(null);
  const cells = useRef(new Map<string, HTMLDivElement>());
  const [focused, setFocused] = useState({ row: 0, cell: 0 });

  const spans = data.channels.map((channel) =>
    channel.programmes.map((programme) => ({ start: Date.parse(programme.startsAt), end: Date.parse(programme.endsAt) })),
  );

  // A new day opens at the now line (today) or at its start.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = scrollTargetFor(new Date(), day);
    // On a narrow screen the picker scrolls too: the chosen day in view.
    const current = picker.current?.querySelector<HTMLElement>('[aria-current="date"]');
    if (picker.current && current) picker.current.scrollLeft = current.offsetLeft - (picker.current.clientWidth - current.offsetWidth) / 2;
    const onAir = spans[0]?.findIndex((span) => span.start <= Date.now() && span.end > Date.now()) ?? -1;
    setFocused({ row: 0, cell: Math.max(0, onAir) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.from]);

  const dayLink = (key: DayKey) => ({ ...match.location, query: { ...match.location.query, day: key } });

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      const programme = data.channels[focused.row]?.programmes[focused.cell];
      const to = programme ? programmeLink(programme) : null;
      if (to) router.push(to);
      return;
    }
    if (!GRID_KEYS.includes(event.key)) return;
    event.preventDefault();
    const next = moveInGrid(spans, focused, event.key as GridKey);
    setFocused(next);
    const element = cells.current.get(`${next.row}:${next.cell}`);
    element?.focus();
    element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <div className="rs-epg">
      <header className="rs-epg__header">
        <h1 className="rs-epg__title">
          <Trans>TV guide</Trans>
        </h1>
        <Link className="rs-button rs-button--secondary" to={pathTo('SCHEDULE')}>
          <Trans>Schedule</Trans>
        </Link>
      </header>
      <TimeZoneNote timeZone={timeZone} />
      <nav className="rs-epg__days" aria-label={t`Days`} ref={picker}>
        <Link className="rs-epg__step" to={dayLink(addDays(shown.key, -1))} aria-label={t`Previous day`}>
          ‹
        </Link>
        {PICKER_DAYS.map((offset) => {
          const key = addDays(shown.key, offset);
          const noon = middayOf(key, timeZone);
          return (
            <Link key={key} className="rs-epg__day" to={dayLink(key)} aria-current={key === shown.key ? 'date' : undefined}>
              <span className="rs-epg__weekday">{key === shown.today ? <Trans>Today</Trans> : formatWeekday(noon, i18n.locale, timeZone)}</span>
              <span className="rs-epg__date">{formatShortDate(noon, timeZone)}</span>
            </Link>
          );
        })}
        <Link className="rs-epg__step" to={dayLink(addDays(shown.key, 1))} aria-label={t`Next day`}>
          ›
        </Link>
      </nav>
      <div className="rs-epg__scroller" ref={scroller} data-testid="epg-scroller">
        <div
          className="rs-epg__grid"
          role="grid"
          aria-label={t`TV guide for ${formatShortDate(middayOf(shown.key, timeZone), timeZone)}`}
          aria-rowcount={data.channels.length + 1}
          style={{ width: `calc(var(--rs-epg-channel-width) + ${width}px)` }}
          onKeyDown={onGridKeyDown}
        >
          <div className="rs-epg__row rs-epg__row--axis" role="row">
            <div className="rs-epg__channel rs-epg__corner" role="columnheader">
              <Trans>Channel</Trans>
            </div>
            <div className="rs-epg__line" role="presentation" style={{ width }}>
              {timeMarks(day).map((mark) => (
                <div
                  key={mark.toISOString()}
                  className="rs-epg__mark"
                  role="columnheader"
                  style={{ left: programmeBox(mark, mark, day).left }}
                >
                  {formatTime(mark, i18n.locale, timeZone)}
                </div>
              ))}
            </div>
          </div>
          {data.channels.map((channel, row) => (
            <div key={channel.internalId} className="rs-epg__row" role="row">
              <div className="rs-epg__channel" role="rowheader">
                {channel.name}
              </div>
              <div className="rs-epg__line" role="presentation" style={{ width }}>
                {channel.programmes.map((programme, index) => {
                  const startsAt = new Date(programme.startsAt);
                  const endsAt = new Date(programme.endsAt);
                  const box = programmeBox(startsAt, endsAt, day);
                  const to = programmeLink(programme);
                  const times = `${formatTime(startsAt, i18n.locale, timeZone)} – ${formatTime(endsAt, i18n.locale, timeZone)}`;
                  const isFocused = focused.row === row && focused.cell === index;
                  return (
                    <div
                      key={programme.startsAt}
                      ref={(element) => {
                        if (element) cells.current.set(`${row}:${index}`, element);
                        else cells.current.delete(`${row}:${index}`);
                      }}
                      role="gridcell"
                      tabIndex={isFocused ? 0 : -1}
                      onFocus={() => setFocused({ row, cell: index })}
                      className={`rs-epg__programme rs-epg__programme--${programme.status.toLowerCase()}${
                        box.width < NARROW_PX ? ' rs-epg__programme--narrow' : ''
                      }`}
                      style={{ left: box.left, width: box.width }}
                      title={`${programme.title} · ${times}`}
                    >
                      <span className="rs-epg__programme-text">
                        <span className="rs-epg__programme-head">
                          {programme.kind === 'LIVE_EVENT' && programme.status === 'ON_AIR' ? (
                            <span className="rs-epg__badge">
                              <Trans>Live</Trans>
                            </span>
                          ) : programme.kind === 'REPLAY' ? (
                            <span className="rs-epg__badge rs-epg__badge--replay">
                              <Trans>Replay</Trans>
                            </span>
                          ) : null}
                          {to ? (
                            <Link className="rs-epg__programme-title" to={to} tabIndex={-1}>
                              {programme.title}
                            </Link>
                          ) : (
                            <span className="rs-epg__programme-title">{programme.title}</span>
                          )}
                        </span>
                        <span className="rs-epg__programme-time">{times}</span>
                      </span>
                    </div>
                  );
                })}
              </div>
            </div>
          ))}
          {nowLine !== null ? (
            <div className="rs-epg__now" data-testid="epg-now-line" style={{ left: `calc(var(--rs-epg-channel-width) + ${nowLine}px)` }}>
              <span className="rs-epg__now-label">
                <Trans>Now</Trans>
              </span>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
