import { PLAN_IDS, PLANS } from '@scamcheck/shared';

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The plans with their hourly allowance and price, from the shared PLANS constant. */
export function PlansTable() {
  return (
    <div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Plans and hourly analysis allowances</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Plan
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Analyses per hour
            </th>
            <th scope="col" className="py-2 font-semibold">
              Price (USD)
            </th>
          </tr>
        </thead>
        <tbody>
          {PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            return (
              <tr key={id} className="border-b border-slate-100 dark:border-slate-800/60">
                <th scope="row" className="py-2 pr-4 font-medium">
                  {plan.name}
                </th>
                <td className="py-2 pr-4 tabular-nums">{plan.analysesPerHour.toLocaleString('en-US')}</td>
                <td className="py-2 tabular-nums">
                  {plan.priceUsd === 0 ? 'Free' : `${price.format(plan.priceUsd)} / month`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
