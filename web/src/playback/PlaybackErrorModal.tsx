import { useLingui } from '@lingui/react/macro';
import { useRouter } from 'found';
import { Modal } from '../components/Modal.tsx';
import { pathTo } from '../system/routePaths.ts';
import { messageForKey } from '../system/userMessages.ts';
import { isSearchEngineCrawler, playbackErrorDialog, type PlaybackFailure } from './playbackError.ts';

/**
 * Spec §4 "Playback error modal": why a video or event cannot play, worded by
 * the §8 keys. Its button goes to the default menu page, or, for an
 * authentication error, reloads the app from its root (a fresh session).
 * Google's crawler never sees it. `onDismiss` closes it and leaves the viewer
 * on the page (the poster and the details stay readable).
 */
export function PlaybackErrorModal({ failure, onDismiss }: { failure: PlaybackFailure; onDismiss?: () => void }) {
  const { i18n, t } = useLingui();
  const { router } = useRouter();
  if (typeof navigator !== 'undefined' && isSearchEngineCrawler(navigator.userAgent)) return null;
  const dialog = playbackErrorDialog(failure);
  const onAction = () => {
    const home = pathTo('HOME');
    // A full load from the root starts a new session; inside the app the router keeps the base path.
    if (dialog.action === 'REFRESH') window.location.assign(router.createHref(home));
    else router.push(home);
  };
  return (
    <Modal title={messageForKey(i18n, dialog.titleKey)} onDismiss={onDismiss} dismissLabel={t`Close`}>
      {dialog.bodyKey ? <p className="rs-modal__intro">{messageForKey(i18n, dialog.bodyKey)}</p> : null}
      <div className="rs-modal__actions">
        {onDismiss ? (
          <button type="button" className="rs-modal__secondary" onClick={onDismiss}>
            {t`Close`}
          </button>
        ) : null}
        <button type="button" className="rs-button rs-button--primary" onClick={onAction} autoFocus>
          {messageForKey(i18n, dialog.action === 'REFRESH' ? 'refresh' : 'goToHome')}
        </button>
      </div>
    </Modal>
  );
}
