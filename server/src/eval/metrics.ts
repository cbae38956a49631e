// Classification metrics for the URL evaluation. Phishing is the positive class, and a URL is predicted
// phishing at threshold T when its score is below T (scores are trust: higher = safer).

export type ScoredLabel = { score: number; isPhishing: boolean };

export type ThresholdMetrics = {
  threshold: number;
  truePositives: number;
  falsePositives: number;
  trueNegatives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  f1: number;
  falsePositiveRate: number;
};

export function metricsAtThreshold(items: readonly ScoredLabel[], threshold: number): ThresholdMetrics {
  let truePositives = 0;
  let falsePositives = 0;
  let trueNegatives = 0;
  let falseNegatives = 0;
  for (const { score, isPhishing } of items) {
    const isFlagged = score < threshold;
    if (isPhishing && isFlagged) truePositives++;
    else if (isPhishing) falseNegatives++;
    else if (isFlagged) falsePositives++;
    else trueNegatives++;
  }
  const precision = ratio(truePositives, truePositives + falsePositives);
  const recall = ratio(truePositives, truePositives + falseNegatives);
  return {
    threshold,
    truePositives,
    falsePositives,
    trueNegatives,
    falseNegatives,
    precision,
    recall,
    f1: ratio(2 * precision * recall, precision + recall),
    falsePositiveRate: ratio(falsePositives, falsePositives + trueNegatives),
  };
}

/**
 * Area under the ROC curve by the rank (Mann–Whitney U) method, ties sharing their average rank:
 * the probability that a random phishing URL scores lower than a random legitimate one.
 */
export function rocAuc(items: readonly ScoredLabel[]): number {
  const positives = items.filter((item) => item.isPhishing).length;
  const negatives = items.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  // Rank by suspicion: the lowest trust score gets the highest rank.
  const sorted = [...items].sort((a, b) => b.score - a.score);
  let positiveRankSum = 0;
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1]?.score === sorted[start]?.score) end++;
    const averageRank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i++) if (sorted[i]?.isPhishing === true) positiveRankSum += averageRank;
    start = end + 1;
  }
  return (positiveRankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? 0 : numerator / denominator;
}
