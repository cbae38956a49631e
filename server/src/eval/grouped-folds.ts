// Grouped k-fold assignment: every row of one group (one registrable domain) lands in the same fold, so
// a site never sits on both the training and the testing side and the estimate is not memorisation.

/**
 * A fold number (0…k−1) per row. Groups are placed largest first into the currently smallest fold, which
 * keeps folds balanced even when one site has hundreds of rows; ties break by name, so it is repeatable.
 */
export function groupedFolds(groups: readonly string[], folds: number): number[] {
  const sizes = new Map<string, number>();
  for (const group of groups) sizes.set(group, (sizes.get(group) ?? 0) + 1);
  const ordered = [...sizes.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const load = new Array<number>(folds).fill(0);
  const foldOf = new Map<string, number>();
  for (const [group, size] of ordered) {
    let lightest = 0;
    for (let fold = 1; fold < folds; fold++) if ((load[fold] ?? 0) < (load[lightest] ?? 0)) lightest = fold;
    foldOf.set(group, lightest);
    load[lightest] = (load[lightest] ?? 0) + size;
  }
  return groups.map((group) => foldOf.get(group) ?? 0);
}
