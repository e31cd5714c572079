import { useRouter } from 'found';
import { Component, type ReactNode } from 'react';
import { ErrorView } from '../components/StatusViews.tsx';
import { ConnectionFailedView } from './ConnectionFailedView.tsx';
import { VpnBlockedView } from '../security/VpnBlockedView.tsx';
import { errorCode, NetworkError } from './graphQLErrors.ts';

interface BoundaryProps {
  children: ReactNode;
  /** The page's address: a new page starts without the previous one's error. */
  resetKey: string;
  onRetry: () => void;
}

class Boundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: unknown) {
    // The viewer sees the error view; the console keeps what happened for whoever debugs it.
    console.error('A page failed to render', error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const retry = () => {
      this.setState({ error: null });
      this.props.onRetry();
    };
    if (errorCode(error) === 'VPN_BLOCKED') return <VpnBlockedView />;
    return error instanceof NetworkError ? <ConnectionFailedView onRetry={retry} /> : <ErrorView onRetry={retry} />;
  }
}

/**
 * Spec §2 "Generic error view on page error": a page that throws while it
 * renders (its data failing later, a bug) shows the error view in its place,
 * inside the realm's frame, so the menu and footer stay and the viewer can go
 * elsewhere. Try again loads the page again.
 */
export function PageErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey: string }) {
  const { router, match } = useRouter();
  return (
    <Boundary resetKey={resetKey} onRetry={() => router.replace(match.location)}>
      {children}
    </Boundary>
  );
}
