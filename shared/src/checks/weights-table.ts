/**
 * A kind's weights as data: check id (or finding code) → points. Checks read their points here, so tuning is
 * one edit in one table and a check never carries a literal.
 */
export type WeightsTable<Id extends string = string> = Readonly<Record<Id, number>>;

/** The points a table gives an id; an id with no weight is a bug, so it throws (the check is then unavailable). */
export function pointsFrom<Id extends string>(table: WeightsTable<Id>, id: Id): number {
  const points: unknown = table[id];
  if (typeof points !== 'number' || !Number.isFinite(points)) throw new Error(`No weight for "${id}"`);
  return points;
}
