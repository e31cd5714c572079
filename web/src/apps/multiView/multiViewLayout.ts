// MULTI_VIEW (spec §2, when the realm's `multiViewAllowed`): up to four live
// streams at once, one of them with sound. What the viewer chose lives in the
// address (`?events=3,1&layout=grid&audio=1`), so a multi-view can be shared,
// reloaded and left with the back button like any page.

export const MAX_TILES = 4;

/** `focus`: one large tile and up to three small ones beside it (1+3); `grid`: 2×2. */
export type MultiViewLayout = 'focus' | 'grid';

export interface MultiViewChoice {
  /** The events on screen, as REST ids, in tile order (the first is the large one in `focus`). */
  eventIds: string[];
  layout: MultiViewLayout;
  /** The one tile with sound; null when all are muted. */
  audioEventId: string | null;
}

const ID = /^\d{1,10}$/;

/** Reads the choice from the address; anything malformed is left out, never an error. */
export function readMultiViewChoice(query: Record<string, string | string[] | undefined>): MultiViewChoice {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  const eventIds = [...new Set(first(query.events).split(',').filter((id) => ID.test(id)))].slice(0, MAX_TILES);
  const layout: MultiViewLayout = first(query.layout) === 'grid' ? 'grid' : 'focus';
  const audio = first(query.audio);
  return { eventIds, layout, audioEventId: eventIds.includes(audio) ? audio : (eventIds[0] ?? null) };
}

/** The query of a choice, for the router (empty values left out). */
export function multiViewQuery(choice: MultiViewChoice): Record<string, string> {
  const query: Record<string, string> = {};
  if (choice.eventIds.length > 0) query.events = choice.eventIds.join(',');
  if (choice.layout === 'grid') query.layout = 'grid';
  if (choice.audioEventId && choice.audioEventId !== choice.eventIds[0]) query.audio = choice.audioEventId;
  return query;
}

/** Adds an event (at the end, while there is room) or takes it off the screen. */
export function toggleEvent(choice: MultiViewChoice, eventId: string): MultiViewChoice {
  if (choice.eventIds.includes(eventId)) {
    const eventIds = choice.eventIds.filter((id) => id !== eventId);
    const audioEventId = choice.audioEventId === eventId ? (eventIds[0] ?? null) : choice.audioEventId;
    return { ...choice, eventIds, audioEventId };
  }
  if (choice.eventIds.length >= MAX_TILES) return choice;
  const eventIds = [...choice.eventIds, eventId];
  return { ...choice, eventIds, audioEventId: choice.audioEventId ?? eventId };
}

/** In `focus`, the tile with sound is the large one: choosing sound brings it to the front. */
export function listenTo(choice: MultiViewChoice, eventId: string): MultiViewChoice {
  if (!choice.eventIds.includes(eventId)) return choice;
  const eventIds = choice.layout === 'focus' ? [eventId, ...choice.eventIds.filter((id) => id !== eventId)] : choice.eventIds;
  return { ...choice, eventIds, audioEventId: eventId };
}
