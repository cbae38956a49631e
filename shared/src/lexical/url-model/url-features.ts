// The interpretable measurements the URL structure model weighs, after the phishing-URL literature
// (Hannousse & Yahiouche 2021, Sahingoz et al. 2019, PhishStorm): host features, then path features.
import { HOST_FEATURES } from './host-features';
import { PATH_FEATURES } from './path-features';
import type { UrlParts } from './url-parts';

export type { UrlFeature } from './url-feature';

export const URL_FEATURES = [...HOST_FEATURES, ...PATH_FEATURES] as const;

export type UrlFeatureName = (typeof URL_FEATURES)[number]['name'];

/** Every feature's value, in URL_FEATURES order. */
export function urlFeatureValues(parts: UrlParts): number[] {
  return URL_FEATURES.map((feature) => feature.value(parts));
}
