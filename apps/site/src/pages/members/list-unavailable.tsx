import { EMPTY_LIST_TEXT } from '../../components/video-grid.tsx';

/** What a member's library list shows when its answer is an error: the list's own empty text, as an alert. */
export function ListUnavailable() {
  return (
    <p className="listing__error" role="alert">
      {EMPTY_LIST_TEXT}
    </p>
  );
}
