// "Is example.com safe?": runs (or reuses) a real analysis of the site named in a question. A stored
// report is free; a new analysis spends the visitor's site allowance like the scanner does, so the
// chat is no way around the plan allowances (docs/allowances.md).
import { PLANS } from '@scamcheck/shared';
import { digestReport, type DomainCheck } from '../../ai/ai-provider';
import { findDomainInQuestion } from '../../ai/assistant/find-domain';
import { allowanceKey, type QuotaSubject } from '../../http/quota';
import type { WindowCounter } from '../../http/rate-limits';
import type { Logger } from '../../lib/logger';
import type { AnalysisService } from '../analysis/analysis.service';

export type CheckDomain = (question: string, subject: QuotaSubject) => Promise<DomainCheck | undefined>;

export type DomainCheckDeps = {
  analysis: Pick<AnalysisService, 'analyze'>;
  quota: WindowCounter;
  logger: Logger;
  /** The admin's plan-enforcement switch; while off, nothing is counted. */
  isQuotaEnforced?: () => boolean;
};

export function createDomainCheck({
  analysis,
  quota,
  logger,
  isQuotaEnforced = () => true,
}: DomainCheckDeps): CheckDomain {
  return async (question, subject) => {
    const domain = findDomainInQuestion(question);
    if (domain === null) return undefined;
    let isOverAllowance = false;
    const spend = async () => {
      if (!isQuotaEnforced()) return;
      const window = await quota.hit(allowanceKey(subject, 'site'));
      isOverAllowance = window.count > PLANS[subject.plan].analysesPerHour;
      if (isOverAllowance) throw new Error('site allowance used up');
    };
    try {
      return { domain, report: digestReport(await analysis.analyze(domain, { spend })) };
    } catch (error) {
      if (isOverAllowance) return { domain, report: null, reason: 'quota' };
      logger.warn({ err: error, domain }, 'Chat domain check failed');
      return { domain, report: null, reason: 'failed' };
    }
  };
}
