import { cutText, tracker as defaultTracker, type Tracker } from './tracker';

const CLICKABLE = 'button, [role="button"], a.ant-btn, [data-track-id]';

/**
 * Records a page_hide (with duration) and sends the batch when the tab becomes hidden; restarts the
 * clock when it is visible again. Returns the uninstaller.
 * @example
 * useEffect(() => installPageHideTracking(), []);
 */
export function installPageHideTracking(
  tracker: Tracker = defaultTracker,
  doc: Document = document,
): () => void {
  const onChange = () => {
    if (doc.visibilityState === 'hidden') {
      tracker.pageHide();
      tracker.flush();
    } else {
      tracker.pageResume();
    }
  };
  doc.addEventListener('visibilitychange', onChange);
  return () => doc.removeEventListener('visibilitychange', onChange);
}

/**
 * One click listener on `root` that records button clicks: button_name is the trimmed text cut to
 * 50 characters, element_id the element's id or data-track-id. Returns the uninstaller.
 * @example
 * useEffect(() => installClickTracking(document.body), []);
 */
export function installClickTracking(
  root: HTMLElement | Document = document,
  tracker: Tracker = defaultTracker,
): () => void {
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(CLICKABLE) : null;
    if (!target || !root.contains(target)) return;
    const element = target as HTMLElement;
    tracker.buttonClick({
      button_name: cutText(element.innerText || element.textContent),
      element_id: element.id || element.dataset.trackId || '',
    });
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
