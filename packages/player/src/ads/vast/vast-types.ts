/** The parts of the VAST client's (untyped) objects that the ads feature reads. */
export interface VastMediaFile {
  fileURL: string | null;
  mimeType: string;
  apiFramework: string | null;
  deliveryType: string;
  width: number;
}

/** A creative of a parsed ad. */
export interface VastCreative {
  type: 'linear' | 'nonlinear' | 'companion';
  mediaFiles?: VastMediaFile[];
  duration?: number;
}

/** A parsed (unwrapped) ad. */
export interface VastAd {
  creatives: VastCreative[];
  errorURLTemplates: unknown[];
}

/** A VAST response. */
export interface VastResponse {
  ads: VastAd[];
}
