import { BAND_LABELS, BANDS, PLANS, type Band, type AnalyticsResponse } from '@scamcheck/shared';
import { Link } from 'react-router';
import { resultPath } from '../../scan/analyze-domain';
import { Panel } from '../ui/panel';
import { BarList } from './bar-list';
import { BAND_COLOURS } from '../../scores/band-colours';
import { DayBarChart } from './day-bar-chart';

function bandLook(band: Band) {
  return { fill: BAND_COLOURS[band].fill, swatch: BAND_COLOURS[band].swatch };
}

const BRAND = { fill: 'fill-brand-600', swatch: 'bg-brand-600' };

function DomainLink({ domain }: { domain: string }) {
  return (
    <Link to={resultPath(domain)} className="hover:underline">
      {domain}
    </Link>
  );
}

/** Every chart of the analytics dashboard for one period. */
export function AnalyticsCharts({ data }: { data: AnalyticsResponse }) {
  const analysisDays = data.analysesPerDay.map((row) => row.day);
  const bands = BANDS.map((band) => ({
    label: BAND_LABELS[band],
    ...bandLook(band),
    values: data.analysesPerDay.map((row) => row[band]),
  }));
  const verdicts = BANDS.map((band) => ({
    key: band,
    label: BAND_LABELS[band],
    value: data.verdictDistribution[band],
    bar: BAND_COLOURS[band].swatch,
  }));

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel
        title="Analyses per day"
        className="lg:col-span-2"
        description="New scans, by the verdict they got."
      >
        <DayBarChart title="Analyses per day" days={analysisDays} series={bands} />
      </Panel>
      <Panel title="Images per day">
        <DayBarChart
          title="Images per day"
          days={data.imagesPerDay.map((row) => row.day)}
          series={[
            {
              label: 'Likely safe',
              ...bandLook('trusted'),
              values: data.imagesPerDay.map((row) => row.total - row.scams),
            },
            {
              label: 'Potential scam',
              ...bandLook('suspicious'),
              values: data.imagesPerDay.map((row) => row.scams),
            },
          ]}
        />
      </Panel>
      <Panel
        title="Verdict distribution"
        description="Domains analysed in the period, by their latest verdict."
      >
        <BarList items={verdicts} empty="No domain was analysed in this period." />
      </Panel>
      <Panel title="Chats per day">
        <DayBarChart
          title="Chats per day"
          days={data.chatsPerDay.map((row) => row.day)}
          series={[{ label: 'Conversations', ...BRAND, values: data.chatsPerDay.map((row) => row.count) }]}
        />
      </Panel>
      <Panel title="Sign-ins per day">
        <DayBarChart
          title="Sign-ins per day"
          days={data.signInsPerDay.map((row) => row.day)}
          series={[{ label: 'Sign-ins', ...BRAND, values: data.signInsPerDay.map((row) => row.count) }]}
        />
      </Panel>
      <Panel title="Most-checked domains">
        <BarList
          items={data.mostChecked.map((row) => ({
            key: row.domain,
            label: <DomainLink domain={row.domain} />,
            value: row.count,
          }))}
          empty="No domain was checked in this period."
        />
      </Panel>
      <Panel title="Most-flagged domains" description="Suspicious domains people checked most.">
        <BarList
          items={data.mostFlagged.map((row) => ({
            key: row.domain,
            label: <DomainLink domain={row.domain} />,
            value: row.count,
            detail: `(score ${row.score})`,
            bar: BAND_COLOURS.suspicious.swatch,
          }))}
          empty="No suspicious domain was checked in this period."
        />
      </Panel>
      <Panel title="Top TLDs">
        <BarList
          items={data.topTlds.map((row) => ({ key: row.tld, label: `.${row.tld}`, value: row.count }))}
          empty="No domain was analysed in this period."
        />
      </Panel>
      <Panel title="API usage by plan" description="Calls made with API keys.">
        <BarList
          items={data.apiUsageByPlan.map((row) => ({
            key: row.plan,
            label: PLANS[row.plan].name,
            value: row.count,
          }))}
          empty="No API key was used in this period."
        />
      </Panel>
    </div>
  );
}
