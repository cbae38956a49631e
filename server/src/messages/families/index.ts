import { accountSecurity, bankAccount, cardTransaction, subscriptionRenewal } from './accounts';
import { premiumRate, qrPayment, techSupport } from './calls-and-codes';
import type { FamilyRule } from './define-family';
import { investment, job, prize } from './lures';
import { deliveryFee, government, tollFine } from './payments-due';
import { extortion, familyImpersonation, marketplace, romance } from './people';

export type { FamilyFacts, FamilyHit, FamilyRule } from './define-family';

/** Every scam family's rule, in the order of MESSAGE_FAMILIES. */
export const FAMILY_RULES: readonly FamilyRule[] = [
  deliveryFee,
  bankAccount,
  cardTransaction,
  government,
  tollFine,
  prize,
  job,
  investment,
  romance,
  familyImpersonation,
  techSupport,
  premiumRate,
  extortion,
  subscriptionRenewal,
  accountSecurity,
  qrPayment,
  marketplace,
];
