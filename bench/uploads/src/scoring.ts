/** One query of the near-duplicate bench and what a method answered for it. */
export interface Outcome {
  query: string;
  /** The original it is a copy of, null for a negative. */
  truth: string | null;
  /** The original the method flagged, null for none. */
  flagged: string | null;
}

export interface Quality {
  precision: number;
  recall: number;
  truePositives: number;
  falsePositives: number;
  positives: number;
}

/**
 * Precision: of the queries flagged with some original, the share flagged with the right
 * one (a flagged negative or a wrong original is a false positive). Recall: of the copies,
 * the share flagged with their own original.
 */
export function quality(outcomes: readonly Outcome[]): Quality {
  let truePositives = 0;
  let falsePositives = 0;
  let positives = 0;
  for (const o of outcomes) {
    if (o.truth !== null) positives++;
    if (o.flagged === null) continue;
    if (o.flagged === o.truth) truePositives++;
    else falsePositives++;
  }
  const flagged = truePositives + falsePositives;
  return {
    precision: flagged === 0 ? 1 : truePositives / flagged,
    recall: positives === 0 ? 1 : truePositives / positives,
    truePositives,
    falsePositives,
    positives,
  };
}

export const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
