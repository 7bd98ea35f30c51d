/** Running totals for one kind of entity, indexed by its position in the plan. */
export class Tally {
  readonly videos: Int32Array;
  readonly views: Float64Array;
  readonly likes: Float64Array;
  readonly dislikes: Float64Array;
  readonly popularity: Float64Array;
  readonly subscribers: Int32Array;
  readonly comments: Int32Array;

  constructor(size: number) {
    this.videos = new Int32Array(size);
    this.views = new Float64Array(size);
    this.likes = new Float64Array(size);
    this.dislikes = new Float64Array(size);
    this.popularity = new Float64Array(size);
    this.subscribers = new Int32Array(size);
    this.comments = new Int32Array(size);
  }

  /** Counts one active video for entity `i`. */
  addVideo(i: number, views: number, likes: number, dislikes: number, popularity: number): void {
    (this.videos[i] as number) += 1;
    (this.views[i] as number) += views;
    (this.likes[i] as number) += likes;
    (this.dislikes[i] as number) += dislikes;
    (this.popularity[i] as number) += popularity;
  }

  /** likes / (likes + dislikes), 0 without votes: the same rule as a video's rating. */
  rating(i: number): number {
    return ratingOf(this.likes[i] as number, this.dislikes[i] as number);
  }

  /** Mean popularity of the entity's active videos, 0 when it has none. */
  meanPopularity(i: number): number {
    const n = this.videos[i] as number;
    return n === 0 ? 0 : round2((this.popularity[i] as number) / n);
  }
}

/** likes / (likes + dislikes) to 4 decimals, 0 when nobody voted. */
export function ratingOf(likes: number, dislikes: number): number {
  const votes = likes + dislikes;
  return votes === 0 ? 0 : Math.round((likes / votes) * 10_000) / 10_000;
}

/** Rounds to two decimals (popularity scores). */
export const round2 = (n: number): number => Math.round(n * 100) / 100;
