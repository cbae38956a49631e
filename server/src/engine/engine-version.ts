/**
 * Version of the detection logic (signals, weights, caps) stamped on every report, so a stored report
 * can be told apart from one the current engine would produce. Bump it when verdicts can change.
 */
export const ENGINE_VERSION = '2.0.0';
