import { useLingui } from '@lingui/react/macro';
import './AgeRatingBadge.css';

/** The schema's AgeRating (content.graphql). */
export type AgeRating = 'ALL' | 'AGE_7' | 'AGE_12' | 'AGE_16' | 'AGE_18' | '%future added value';

/** The youngest audience a title suits, as a small boxed mark ("12+"); the full wording for screen readers. */
export function AgeRatingBadge({ rating }: { rating: AgeRating }) {
  const { t } = useLingui();
  const marks: Record<string, { mark: string; label: string }> = {
    ALL: { mark: t`All`, label: t`Suitable for all ages` },
    AGE_7: { mark: '7+', label: t`Suitable from age 7` },
    AGE_12: { mark: '12+', label: t`Suitable from age 12` },
    AGE_16: { mark: '16+', label: t`Suitable from age 16` },
    AGE_18: { mark: '18+', label: t`Adults only` },
  };
  const known = marks[rating];
  if (!known) return null;
  return (
    <span className="rs-age-rating" role="img" aria-label={known.label} title={known.label}>
      {known.mark}
    </span>
  );
}
