/** An analytics event: a name and flat fields. */
export interface AnalyticsEvent {
  event: string;
  [field: string]: unknown;
}

/** Where analytics events go. Swap it with `setAnalyticsSink` (tests, another provider). */
export interface AnalyticsSink {
  push(event: AnalyticsEvent): void;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The default sink: `window.dataLayer.push` (a tag manager reads it); nothing on the server. */
export const dataLayerSink: AnalyticsSink = {
  push(event) {
    if (typeof window === 'undefined') return;
    window.dataLayer ??= [];
    window.dataLayer.push(event);
  },
};

let current: AnalyticsSink = dataLayerSink;

/** Replaces the sink; returns the previous one so a caller can restore it. */
export function setAnalyticsSink(sink: AnalyticsSink): AnalyticsSink {
  const previous = current;
  current = sink;
  return previous;
}

/** Sends one event. A throwing sink never breaks the page. */
export function track(event: AnalyticsEvent): void {
  try {
    current.push(event);
  } catch {
    // Analytics is best effort.
  }
}
