/** The parts of the VAST client's (untyped) objects that the ads feature reads. */
export interface VastMediaFile {
  fileURL: string | null;
  mimeType: string;
  apiFramework: string | null;
  deliveryType: string;
  width: number;
}

/** An `<Icon>` of a linear creative (AdChoices and the like). */
export interface VastIcon {
  program: string | null;
  width: number;
  height: number;
  /** `left`, `right` or pixels from the left. */
  xPosition: 'left' | 'right' | number;
  /** `top`, `bottom` or pixels from the top. */
  yPosition: 'top' | 'bottom' | number;
  /** Seconds of ad playback before it shows; -1 when not given (at once). */
  offset: number | null;
  /** Seconds it stays; -1 or 0 when not given (until the ad ends). */
  duration: number;
  staticResource: string | null;
  iframeResource: string | null;
  htmlResource: string | null;
  altText: string | null;
  iconClickThroughURLTemplate: string | null;
  iconClickTrackingURLTemplates: Array<{ url: string }>;
  iconViewTrackingURLTemplate: string | null | undefined;
  iconClickFallbackImages: Array<{ url: string | null; width: string | null; height: string | null }>;
}

/** A `<Companion>` (one variation of a companion creative). */
export interface VastCompanion {
  width: number | string;
  height: number | string;
  staticResources: Array<{ url: string; creativeType: string | null }>;
  iframeResources: string[];
  htmlResources: string[];
  altText: string | null;
}

/** A creative of a parsed ad. */
export interface VastCreative {
  type: 'linear' | 'nonlinear' | 'companion';
  mediaFiles?: VastMediaFile[];
  duration?: number;
  /**
   * Seconds of `skipoffset`; null when the creative declares none, -1 when it is not a time.
   * A percentage arrives as minus a thousand times the percentage (fetch-vast.ts rewrites it
   * so it can be taken of the media actually playing).
   */
  skipDelay?: number | null;
  icons?: VastIcon[];
  /** A VAST 4 `<InteractiveCreativeFile>` (SIMID and the like). */
  interactiveCreativeFile?: { fileURL?: string | null } | null;
  /** Companion creatives: one per `<Companion>`. */
  variations?: VastCompanion[];
}

/** A parsed (unwrapped) ad. */
export interface VastAd {
  /** The `<Ad sequence>`: its place in a pod; null or absent for a stand-alone ad. */
  sequence?: string | number | null;
  creatives: VastCreative[];
  errorURLTemplates: unknown[];
  /** `<ViewableImpression>` blocks (the wrappers' ones merged in). */
  viewableImpression?: unknown[];
}

/** A VAST response. */
export interface VastResponse {
  ads: VastAd[];
}
