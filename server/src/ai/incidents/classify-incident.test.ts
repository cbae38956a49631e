import { describe, expect, it } from 'vitest';
import { createIncidentClassifier } from './classify-incident';
import { INCIDENT_EXAMPLES } from './incident-examples';
import { INCIDENT_QUESTIONS } from './incident-questions';

const classifier = createIncidentClassifier();
const recognised = (question: string) => classifier.classify(question)?.incident ?? null;

describe('the incident classifier', () => {
  it('has a table of at least 60 realistic questions, every incident among them', () => {
    expect(INCIDENT_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    const covered = new Set(INCIDENT_QUESTIONS.map(([, expected]) => expected));
    for (const label of Object.keys(INCIDENT_EXAMPLES)) {
      if (label !== 'not-incident') expect.soft(covered, label).toContain(label);
    }
  });

  it.each(INCIDENT_QUESTIONS)('reads %j as %s', (question, expected) => {
    expect(recognised(question)).toBe(expected);
  });

  it('never contains a table question among its examples (the table is not learnt by heart)', () => {
    const examples = new Set(
      Object.values(INCIDENT_EXAMPLES)
        .flat()
        .map((text) => text.toLowerCase()),
    );
    for (const [question] of INCIDENT_QUESTIONS)
      expect.soft(examples.has(question.toLowerCase())).toBe(false);
  });

  it('corrects misspelt words to the nearest word of its examples', () => {
    expect(recognised('i gave my pasword to a fishing page')).toBe('password');
    expect(recognised('I sennt bitcoinn to a scamer')).toBe('crypto');
  });

  it('does not take a single shared word for an incident', () => {
    expect(recognised('my card')).toBeNull();
    expect(recognised('code')).toBeNull();
  });
});
