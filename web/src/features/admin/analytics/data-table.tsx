/** The numbers behind a chart, as a real table: the chart's text alternative, one click away. */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-slate-600 dark:text-slate-400">
        Show the data as a table
      </summary>
      <div
        role="region"
        aria-label={`${caption}: data`}
        tabIndex={0}
        className="relative mt-2 max-h-72 overflow-auto"
      >
        <table className="w-full text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-800">
              {columns.map((column) => (
                <th key={column} scope="col" className="py-1 pr-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[0])} className="border-b border-slate-100 dark:border-slate-800/60">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="py-1 pr-3 font-medium">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="py-1 pr-3 tabular-nums">
                      {typeof cell === 'number' ? cell.toLocaleString() : cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
