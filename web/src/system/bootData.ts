// What a server-rendered page carries for the browser's app to take it over
// (server/renderPage.tsx writes it, client.tsx reads it): the language it was
// rendered in, the time zone of its times, and the Relay records it was rendered from.
import type { SupportedLocale } from './i18n.ts';
import type { RecordMap } from './relayEnvironment.ts';

export interface BootData {
  locale: SupportedLocale;
  /** The time zone the page's times were written in (system/timeZone.ts). */
  timeZone: string;
  records: RecordMap;
}

/** The id of the `<script type="application/json">` carrying the boot data. */
export const BOOT_DATA_ELEMENT_ID = 'rs-boot';

/** The boot data of the page, or null when it was not rendered on a server (or the data is unreadable). */
export function readBootData(doc: Document): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as BootData;
  } catch {
    return null;
  }
}
