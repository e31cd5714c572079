import { Trans } from '@lingui/react/macro';
import { MessagePanel } from '../components/StatusViews.tsx';
import './systemScreens.css';

/**
 * Spec §8 "Chunk load failure": a screen's code could not be downloaded, even
 * after the retries (chunkRetry.ts). Retry tries the download again; Reload
 * starts the app afresh (after a deployment the old chunks are gone and only a
 * reload finds the new ones).
 */
export function ChunkErrorView({ onRetry }: { onRetry: () => void }) {
  return (
    <MessagePanel
      tone="alert"
      icon={<span aria-hidden="true">!</span>}
      title={<Trans>This part of the app could not be loaded</Trans>}
      actions={<ChunkErrorActions onRetry={onRetry} />}
    >
      <p>
        <Trans>Check your connection, then try again or reload the page.</Trans>
      </p>
    </MessagePanel>
  );
}

function ChunkErrorActions({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <button type="button" className="rs-button rs-button--primary" onClick={onRetry}>
        <Trans>Retry</Trans>
      </button>
      <button type="button" className="rs-button" onClick={() => window.location.reload()}>
        <Trans>Reload</Trans>
      </button>
    </>
  );
}

/**
 * The same failure for a part drawn over the page (a dialog, the search
 * panel): a small notice at the bottom of the screen, so the page stays usable.
 */
export function ChunkErrorNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="rs-chunk-notice" role="alert">
      <p className="rs-chunk-notice__text">
        <Trans>This part of the app could not be loaded</Trans>
      </p>
      <div className="rs-chunk-notice__actions">
        <ChunkErrorActions onRetry={onRetry} />
      </div>
    </div>
  );
}

/**
 * The same cause seen from the data: the page asked for an operation of a
 * build no gateway serves any more (a tab left open across releases, past the
 * registry's retention: gateway/src/graphql/sharedPersistedOperations.ts).
 * Retrying cannot help; a reload brings the current app. Not automatic, so a
 * misconfigured deployment cannot put the tab in a reload loop.
 */
export function AppUpdatedView() {
  return (
    <MessagePanel
      icon={<span aria-hidden="true">↻</span>}
      title={<Trans>A new version of the app is available</Trans>}
      actions={
        <button type="button" className="rs-button rs-button--primary" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </button>
      }
    >
      <p>
        <Trans>Reload the page to continue where you were.</Trans>
      </p>
    </MessagePanel>
  );
}
