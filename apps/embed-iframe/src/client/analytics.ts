/** One analytics event, as the site's analytics sends them (`window.dataLayer`). */
export interface EmbedAnalyticsEvent {
  event: string;
  [field: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The embed page's analytics: events go to `window.dataLayer` (read by the tag manager, as on
 * the site), each with the video id, the campaign of the iframe URL and the host page that
 * embedded us, so click_title / click_Related / click_logo can be told apart per webmaster.
 */
export function createEmbedAnalytics(win: Window, fields: { video_id: number; campaign: string | null }) {
  const base = { video_id: fields.video_id, campaign: fields.campaign ?? '', embed_host: hostOf(win) };
  return {
    send(event: string, data: Record<string, unknown> = {}): void {
      try {
        win.dataLayer ??= [];
        win.dataLayer.push({ event, ...base, ...data });
      } catch {
        // Analytics is best effort: it never breaks playback.
      }
    },
  };
}

/** The embedding page's origin, as far as the browser tells us. */
function hostOf(win: Window): string {
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? '';
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : '';
  } catch {
    return '';
  }
}

/** The analytics handle type. */
export type EmbedAnalytics = ReturnType<typeof createEmbedAnalytics>;
