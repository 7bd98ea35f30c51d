import { t } from '../i18n/t.ts';
import { openModal } from '../state/modals.ts';
import { notify } from '../state/notifications.ts';
import type { SaveOutcome } from './library-calls.ts';

/** The list a notice speaks of. */
export type NoticeList = 'watch_later' | 'favourites' | 'bookmarks';

function noticeOf(outcome: Exclude<SaveOutcome, 'login'>, list: NoticeList, title: string) {
  switch (outcome) {
    case 'added':
      return ['success', t(`notify.add_to_${list}_success`, { title })] as const;
    case 'exists':
      return ['error', t(`notify.add_to_${list}_already_added`, { title })] as const;
    case 'full':
      return ['error', t('notify.list_full')] as const;
    case 'missing':
      return ['error', t('notify.vote_not_found')] as const;
    default:
      return ['error', t('notify.network_error')] as const;
  }
}

/**
 * The notice of a save (spec sections 4 and 8): success, or "already added" with the
 * title; a full list or a gone video an error; an ended session opens the Login modal. A
 * save without an answer says the network failed.
 */
export function showSaveNotice(outcome: SaveOutcome, list: NoticeList, title: string): void {
  if (outcome === 'login') {
    openModal('login');
    return;
  }
  const [type, text] = noticeOf(outcome, list, title);
  notify({ type, text });
}
