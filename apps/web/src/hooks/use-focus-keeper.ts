import { useEffect, useRef } from 'react';

/** Screens render their heading a little after the route changes (their code may still load). */
const TRIES = 60;

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/** The place focus belongs on a screen: its main heading, else its main region. */
function focusScreenStart(): boolean {
  const target =
    document.querySelector<HTMLElement>('main h1, h1') ?? document.querySelector('main');
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Focus never ends on the page body: after a route change it moves to the new screen's heading,
 * and after a dialog closes whose opener is gone, to the screen's heading too. Keyboard and
 * screen-reader users carry on from there.
 */
export function useFocusKeeper(routeKey: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let tries = 0;
    let frame = 0;
    const attempt = () => {
      // A dialog opened on arrival, or a field the screen focused itself, keeps the focus.
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      if (!focusLost()) return;
      if (focusScreenStart() || ++tries >= TRIES) return;
      frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [routeKey]);

  useEffect(() => {
    const watcher = new MutationObserver((changes) => {
      const dialogLeft = changes.some((change) =>
        [...change.removedNodes].some(
          (node) =>
            node instanceof HTMLElement &&
            (node.matches('[role="dialog"], [role="alertdialog"]') ||
              node.querySelector('[role="dialog"], [role="alertdialog"]') !== null),
        ),
      );
      // Radix gives focus back to the opener first; only a focus left on nothing is moved.
      if (dialogLeft)
        requestAnimationFrame(() => {
          if (focusLost()) focusScreenStart();
        });
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    return () => watcher.disconnect();
  }, []);
}
