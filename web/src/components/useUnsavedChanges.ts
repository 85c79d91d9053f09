import { useCallback, useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/** The question asked before unsaved changes are dropped. */
export interface UnsavedTexts {
  title: string;
  content: string;
  leave: string;
  stay: string;
}

export interface UnsavedChanges {
  /**
   * Runs `go` now, or once the staff member agrees to drop the unsaved changes (a move inside
   * the page the router does not see, such as a wizard's step).
   */
  confirmLeave: (go: () => void) => void;
}

/**
 * Guards a form with changes not saved yet (issue 45 item 9): every way out of its page asks
 * first — a link, the sidebar, the browser's Back and Forward (React Router's blocker sees them
 * all) — and reloading or closing the tab gets the browser's own question. `isDirty` is read
 * when someone leaves, so a ref's current value may be passed; moves that keep the page's path
 * (a `?step=` or a filter in the URL) and signing out are never held up. `texts` replaces the
 * shared question ("Leave without saving?").
 */
export function useUnsavedChanges(isDirty: () => boolean, texts?: UnsavedTexts): UnsavedChanges {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && !nextLocation.pathname.startsWith('/login') && isDirty(),
  );
  const title = texts?.title ?? t('unsaved.title');
  const content = texts?.content ?? t('unsaved.content');
  const leave = texts?.leave ?? t('unsaved.leave');
  const stay = texts?.stay ?? t('unsaved.stay');

  const ask = useCallback(
    (onLeave: () => void, onStay: () => void) => {
      modal.confirm({ title, content, okText: leave, cancelText: stay, onOk: onLeave, onCancel: onStay });
    },
    [modal, title, content, leave, stay],
  );

  // One question per blocked navigation (the blocker object changes with every render).
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    ask(
      () => {
        asking.current = false;
        blocker.proceed();
      },
      () => {
        asking.current = false;
        blocker.reset();
      },
    );
  }, [blocker, ask]);

  // Closing or reloading the tab: the browser's own question (it shows no text of ours).
  const dirty = useRef(isDirty);
  useEffect(() => {
    dirty.current = isDirty;
  });
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const confirmLeave = useCallback(
    (go: () => void) => {
      if (isDirty()) ask(go, () => undefined);
      else go();
    },
    [ask, isDirty],
  );
  return { confirmLeave };
}
