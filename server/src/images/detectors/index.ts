import { account } from './account';
import { advanceFee } from './advance-fee';
import { aiInstructions } from './ai-instructions';
import { authority } from './authority';
import { callback } from './callback';
import { crypto } from './crypto';
import type { Detector } from './define-detector';
import { extortion } from './extortion';
import { impersonation } from './impersonation';
import { job } from './job';
import { moneyPressure } from './money-pressure';
import { parcel } from './parcel';
import { payment } from './payment';
import { prize } from './prize';
import { romance } from './romance';
import { techSupport } from './tech-support';
import { urgency } from './urgency';
import { utility } from './utility';

export type { Detector, DetectorHit, TextFacts } from './define-detector';

/** Every text detector: the scam families, then the checker-directed instructions and the amplifiers. */
export const DETECTORS: readonly Detector[] = [
  techSupport,
  prize,
  crypto,
  parcel,
  account,
  payment,
  romance,
  authority,
  job,
  callback,
  impersonation,
  advanceFee,
  extortion,
  utility,
  moneyPressure,
  aiInstructions,
  urgency,
];
