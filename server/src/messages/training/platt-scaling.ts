/**
 * Platt scaling: fits p = 1 / (1 + exp(a·raw + b)) to held-out raw scores by Newton's method on the
 * log loss, with Platt's smoothed targets so a separable fold does not push a to infinity.
 */
export function fitPlatt(scores: readonly number[], positives: readonly boolean[]): { a: number; b: number } {
  const count = positives.filter(Boolean).length;
  const hi = (count + 1) / (count + 2);
  const lo = 1 / (positives.length - count + 2);
  const targets = positives.map((positive) => (positive ? hi : lo));
  let a = -1;
  let b = 0;
  for (let iteration = 0; iteration < 100; iteration += 1) {
    let ga = 0;
    let gb = 0;
    let haa = 1e-9;
    let hab = 0;
    let hbb = 1e-9;
    scores.forEach((raw, i) => {
      const p = 1 / (1 + Math.exp(a * raw + b));
      const error = (targets[i] ?? 0) - p;
      const w = p * (1 - p);
      ga += error * raw;
      gb += error;
      haa += w * raw * raw;
      hab += w * raw;
      hbb += w;
    });
    const det = haa * hbb - hab * hab;
    if (Math.abs(det) < 1e-12) break;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a -= da;
    b -= db;
    if (Math.abs(da) + Math.abs(db) < 1e-9) break;
  }
  return { a, b };
}
