import { useLingui } from '@lingui/react/macro';

/** A collection's genres as tags (collectionFacts.ts works them out); nothing when it has none. */
export function GenreList({ genres }: { genres: readonly string[] }) {
  const { t } = useLingui();
  if (genres.length === 0) return null;
  return (
    <ul className="rs-genres" aria-label={t`Genres`}>
      {genres.map((genre) => (
        <li key={genre} className="rs-tag">
          {genre}
        </li>
      ))}
    </ul>
  );
}
