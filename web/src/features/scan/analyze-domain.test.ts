import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { buildReport } from '../../test/report-factory';
import { reportQueryOptions } from '../report/report-query';
import { refreshAfterAnalysis, resultTarget } from './analyze-domain';

describe('after an analysis', () => {
  it('puts a domain’s report where its result page reads it', () => {
    const client = createQueryClient();
    const report = buildReport({ domain: 'shop.example' });
    refreshAfterAnalysis(client, report);
    expect(client.getQueryData(reportQueryOptions('shop.example').queryKey)).toEqual(report);
    expect(resultTarget(report)).toEqual({ path: '/domain/shop.example' });
  });

  it('never lets a link’s report stand in for its domain’s, but carries it to the result page', () => {
    const client = createQueryClient();
    const report = buildReport({ domain: 'shop.example', url: 'https://shop.example/pay?id=1' });
    refreshAfterAnalysis(client, report);
    expect(client.getQueryData(reportQueryOptions('shop.example').queryKey)).toBeUndefined();
    expect(resultTarget(report)).toEqual({ path: '/domain/shop.example', state: { urlReport: report } });
  });
});
