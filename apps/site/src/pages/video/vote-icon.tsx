/**
 * The like / dislike thumb, drawn by the site itself: the emoji it replaces rendered as an
 * empty box on systems without an emoji font. `currentColor`, so it follows the button's text.
 */
export function VoteIcon({ down = false }: { down?: boolean }) {
  return (
    <svg
      className="video-actions__icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      style={down ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path
        fill="currentColor"
        d="M2 10h4v11H2zM8 10.2 12.6 2c1.6 0 2.7 1.2 2.4 2.8L14.3 9H20a2 2 0 0 1 2 2.3l-1.3 8A2 2 0 0 1 18.7 21H8z"
      />
    </svg>
  );
}

/**
 * The like button, or with `down` the dislike one, with its count (in its name too, for
 * screen readers); `pressed` when it is the visitor's own vote.
 */
export function VoteButton(props: {
  down?: boolean;
  count: number;
  pressed: boolean;
  disabled: boolean;
  onVote: () => void;
}) {
  const { down = false, count } = props;
  return (
    <button
      type="button"
      className="button video-actions__vote"
      aria-label={`${down ? 'Dislike' : 'Like'} (${count})`}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      onClick={props.onVote}
    >
      <VoteIcon down={down} /> {count}
    </button>
  );
}
