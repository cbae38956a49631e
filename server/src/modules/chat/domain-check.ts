// "Is example.com safe?": runs (or reuses) a real analysis of the site named in a question. A check
// counts against the visitor's hourly analyses like the scanner does, so the chat is no way around
// the plan allowances.
import { PLANS } from '@scamcheck/shared';
import { digestReport, type DomainCheck } from '../../ai/ai-provider';
import { findDomainInQuestion } from '../../ai/assistant/find-domain';
import type { QuotaSubject } from '../../http/quota';
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
    if (isQuotaEnforced()) {
      const window = await quota.hit(subject.key);
      if (window.count > PLANS[subject.plan].analysesPerHour)
        return { domain, report: null, reason: 'quota' };
    }
    try {
      return { domain, report: digestReport(await analysis.analyze(domain)) };
    } catch (error) {
      logger.warn({ err: error, domain }, 'Chat domain check failed');
      return { domain, report: null, reason: 'failed' };
    }
  };
}
