// L2-regularised logistic regression by Newton's method (iteratively reweighted least squares) on
// standardised features: exact, dependency-free and fast enough for tens of thousands of rows and a
// few dozen features. Used to train the URL structure model; the result is in raw feature units.

export type LogisticModel = { intercept: number; weights: number[] };

export type LogisticOptions = { l2?: number; maxIterations?: number };

export function fitLogistic(
  rows: readonly (readonly number[])[],
  labels: readonly boolean[],
  { l2 = 1, maxIterations = 50 }: LogisticOptions = {},
): LogisticModel {
  const width = rows[0]?.length ?? 0;
  const { means, scales } = standardisation(rows, width);
  const standardised = rows.map((row) => [
    ...row.map((value, j) => (value - (means[j] ?? 0)) / (scales[j] ?? 1)),
    1,
  ]);
  const size = width + 1;
  const coefficients = new Array<number>(size).fill(0);
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    const gradient = new Array<number>(size).fill(0);
    const hessian = Array.from({ length: size }, () => new Array<number>(size).fill(0));
    standardised.forEach((z, i) => {
      const p = sigmoid(dot(coefficients, z));
      const residual = p - (labels[i] === true ? 1 : 0);
      const curvature = p * (1 - p);
      for (let j = 0; j < size; j++) {
        const zj = z[j] ?? 0;
        gradient[j] = (gradient[j] ?? 0) + residual * zj;
        const row = hessian[j] ?? [];
        for (let k = j; k < size; k++) row[k] = (row[k] ?? 0) + curvature * zj * (z[k] ?? 0);
      }
    });
    for (let j = 0; j < size; j++) {
      for (let k = 0; k < j; k++) (hessian[j] ?? [])[k] = hessian[k]?.[j] ?? 0;
      // the intercept (last) is not penalised; a tiny ridge keeps the system solvable
      const penalty = j < width ? l2 : 1e-9;
      gradient[j] = (gradient[j] ?? 0) + penalty * (coefficients[j] ?? 0);
      (hessian[j] ?? [])[j] = (hessian[j]?.[j] ?? 0) + penalty;
    }
    const step = solveLinear(hessian, gradient);
    let largest = 0;
    for (let j = 0; j < size; j++) {
      coefficients[j] = (coefficients[j] ?? 0) - (step[j] ?? 0);
      largest = Math.max(largest, Math.abs(step[j] ?? 0));
    }
    if (largest < 1e-9) break;
  }
  const weights = coefficients.slice(0, width).map((w, j) => w / (scales[j] ?? 1));
  const intercept = (coefficients[width] ?? 0) - weights.reduce((sum, w, j) => sum + w * (means[j] ?? 0), 0);
  return { intercept, weights };
}

/** The model's log-odds of the positive class for one row of raw features. */
export function logOdds(model: LogisticModel, row: readonly number[]): number {
  return model.intercept + dot(model.weights, row);
}

function standardisation(rows: readonly (readonly number[])[], width: number) {
  const means = new Array<number>(width).fill(0);
  const scales = new Array<number>(width).fill(0);
  for (const row of rows)
    for (let j = 0; j < width; j++) means[j] = (means[j] ?? 0) + (row[j] ?? 0) / rows.length;
  for (const row of rows) {
    for (let j = 0; j < width; j++)
      scales[j] = (scales[j] ?? 0) + ((row[j] ?? 0) - (means[j] ?? 0)) ** 2 / rows.length;
  }
  // a constant column gets scale 1 and, with the penalty, weight 0
  return { means, scales: scales.map((variance) => (variance > 0 ? Math.sqrt(variance) : 1)) };
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

function dot(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}

/** Gaussian elimination with partial pivoting; the system here is small and symmetric positive definite. */
function solveLinear(matrix: readonly (readonly number[])[], vector: readonly number[]): number[] {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs(a[r]?.[col] ?? 0) > Math.abs(a[pivot]?.[col] ?? 0)) pivot = r;
    [a[col], a[pivot]] = [a[pivot] ?? [], a[col] ?? []];
    const head = a[col] ?? [];
    const diagonal = head[col] || 1e-12;
    for (let r = col + 1; r < n; r++) {
      const row = a[r] ?? [];
      const factor = (row[col] ?? 0) / diagonal;
      if (factor !== 0) for (let k = col; k <= n; k++) row[k] = (row[k] ?? 0) - factor * (head[k] ?? 0);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    const row = a[r] ?? [];
    let sum = row[n] ?? 0;
    for (let k = r + 1; k < n; k++) sum -= (row[k] ?? 0) * (x[k] ?? 0);
    x[r] = sum / ((row[r] ?? 0) || 1e-12);
  }
  return x;
}
