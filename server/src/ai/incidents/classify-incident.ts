// Nearest-example intent classifier for incident questions ("I paid a fake shop, what now?").
// Examples and questions are bags of idf-weighted features (words and word pairs). A class scores the
// cosine similarity of its nearest example, blended with that of its centroid (all its examples
// together), so one rare telling word ("teamviewer") counts even when no single example has the rest.
// Words the examples never use are first corrected to the closest one they do (Levenshtein, via
// fastest-levenshtein), so "pasword" or "bitcoinn" still count. Deterministic and offline.
import { closest, distance } from 'fastest-levenshtein';
import { INCIDENT_EXAMPLES, type IncidentClass } from './incident-examples';
import { contentWords, features } from './incident-tokens';

export type IncidentMatch = { incident: Exclude<IncidentClass, 'not-incident'>; similarity: number };

/** Below this score for every class, a question is not treated as an incident. */
export const MIN_SIMILARITY = 0.3;
/** How close behind the generic "I was scammed" class a specific situation may be and still win. */
const SPECIFIC_RATIO = 0.6;
/** Share of the class centroid in a class's score; the rest is its nearest example. */
const CENTROID_SHARE = 0.4;

type Vector = { weights: Map<string, number>; norm: number };
type Ranked = { label: IncidentClass; similarity: number };

export type IncidentClassifier = {
  classify(question: string): IncidentMatch | null;
  /** The best class with its score, `not-incident` included (for tests and tuning). */
  nearest(question: string): Ranked | null;
};

export function createIncidentClassifier(
  examples: Record<IncidentClass, readonly string[]> = INCIDENT_EXAMPLES,
): IncidentClassifier {
  const index = buildIndex(examples);

  function corrected(word: string): string {
    if (index.idf.has(word) || word.length < 5 || /\d/.test(word)) return word;
    const candidate = closest(word, index.vocabulary);
    const allowed = word.length >= 7 ? 2 : 1;
    return distance(word, candidate) <= allowed ? candidate : word;
  }

  function ranked(question: string): Ranked[] {
    const query = vector([...features(contentWords(question).map(corrected))], index.idf);
    const nearestExample = new Map<IncidentClass, number>();
    for (const example of index.examples) {
      const similarity = cosine(query, example.vector);
      nearestExample.set(example.label, Math.max(similarity, nearestExample.get(example.label) ?? 0));
    }
    return [...index.centroids]
      .map(([label, centroid]) => ({
        label,
        similarity:
          (1 - CENTROID_SHARE) * (nearestExample.get(label) ?? 0) + CENTROID_SHARE * cosine(query, centroid),
      }))
      .sort((a, b) => b.similarity - a.similarity);
  }

  function nearest(question: string): Ranked | null {
    const classes = ranked(question);
    const [top] = classes;
    if (top === undefined) return null;
    // "Got scammed on Cash App" is the Cash App situation: a specific class close behind the generic
    // "I was scammed" one wins, because its steps are the more useful answer.
    if (top.label !== 'scammed-general') return top;
    const specific = classes.find(({ label }) => label !== 'scammed-general' && label !== 'not-incident');
    const isClose =
      specific !== undefined &&
      specific.similarity >= Math.max(MIN_SIMILARITY, SPECIFIC_RATIO * top.similarity);
    return isClose ? specific : top;
  }

  return {
    nearest,
    classify(question) {
      const match = nearest(question);
      if (match === null || match.label === 'not-incident' || match.similarity < MIN_SIMILARITY) return null;
      return { incident: match.label, similarity: match.similarity };
    },
  };
}

function buildIndex(examples: Record<IncidentClass, readonly string[]>) {
  const labelled = Object.entries(examples).flatMap(([label, texts]) =>
    texts.map((text) => ({ label: label as IncidentClass, features: [...features(contentWords(text))] })),
  );
  const documentFrequency = new Map<string, number>();
  for (const example of labelled) {
    for (const feature of example.features) {
      documentFrequency.set(feature, (documentFrequency.get(feature) ?? 0) + 1);
    }
  }
  const idf = new Map(
    [...documentFrequency].map(([feature, count]) => [feature, Math.log(1 + labelled.length / count)]),
  );
  const indexed = labelled.map(({ label, features: list }) => ({ label, vector: vector(list, idf) }));
  const centroids = new Map<IncidentClass, Vector>();
  for (const label of Object.keys(examples) as IncidentClass[]) {
    const sum = new Map<string, number>();
    for (const example of indexed.filter((candidate) => candidate.label === label)) {
      for (const [feature, weight] of example.vector.weights) {
        sum.set(feature, (sum.get(feature) ?? 0) + weight / example.vector.norm);
      }
    }
    centroids.set(label, { weights: sum, norm: Math.hypot(...sum.values()) });
  }
  const vocabulary = [...idf.keys()].filter((feature) => !feature.includes(' '));
  return { idf, vocabulary, examples: indexed, centroids };
}

/** Known features weighted by idf; words no example uses carry no weight either way. */
function vector(list: readonly string[], idf: ReadonlyMap<string, number>): Vector {
  const weights = new Map<string, number>();
  for (const feature of list) {
    const weight = idf.get(feature);
    if (weight !== undefined) weights.set(feature, weight);
  }
  return { weights, norm: Math.hypot(...weights.values()) };
}

function cosine(a: Vector, b: Vector): number {
  if (a.norm === 0 || b.norm === 0) return 0;
  let dot = 0;
  for (const [feature, weight] of a.weights) dot += weight * (b.weights.get(feature) ?? 0);
  return dot / (a.norm * b.norm);
}
