import { useRouter } from 'found';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import requestQuery, { type passwordResetRoutesRequestQuery } from './__generated__/passwordResetRoutesRequestQuery.graphql.ts';
import resetQuery, { type passwordResetRoutesResetQuery } from './__generated__/passwordResetRoutesResetQuery.graphql.ts';
import { RequestPasswordApp } from './RequestPasswordApp.tsx';
import { ResetPasswordApp } from './ResetPasswordApp.tsx';

function queryText(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

export function RequestPasswordRoute({ data }: { data: PreloadedQuery<passwordResetRoutesRequestQuery> }) {
  const { realm } = usePreloadedQuery<passwordResetRoutesRequestQuery>(requestQuery, data);
  const { match } = useRouter();
  return <RequestPasswordApp realm={realm} initialEmail={queryText(match.location.query['email']) ?? ''} />;
}

export function ResetPasswordRoute({ data }: { data: PreloadedQuery<passwordResetRoutesResetQuery> }) {
  const { realm } = usePreloadedQuery<passwordResetRoutesResetQuery>(resetQuery, data);
  const { match } = useRouter();
  // `key`: a second link opened in the same tab starts a fresh form.
  const token = queryText(match.location.query['pwrt']);
  return <ResetPasswordApp key={token ?? ''} realm={realm} token={token} />;
}
