import './notifications.css';
import { dismiss, useNotifications } from '../state/notifications.ts';

/** The notification stack (each one leaves after 5 s or on close). */
export function Notifications() {
  const items = useNotifications();
  return (
    <div className="notifications" aria-live="polite">
      {items.map((n) => (
        <div
          key={n.id}
          className={`notification notification--${n.type}`}
          role={n.type === 'error' ? 'alert' : 'status'}
        >
          <span>{n.text}</span>
          <button
            type="button"
            className="notification__close"
            aria-label="Close"
            onClick={() => dismiss(n.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
