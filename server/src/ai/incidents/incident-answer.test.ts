import { incidentGuide } from '@scamcheck/shared';
import { describe, expect, it } from 'vitest';
import { guardReply } from '../assistant/guard-reply';
import { countSentences } from '../assistant/sentences';
import { createOfflineProvider } from '../offline-provider';

const provider = createOfflineProvider();
const ask = (...questions: string[]) =>
  provider.reply({ history: questions.map((content) => ({ role: 'user' as const, content })) });

describe('the offline assistant after a scam', () => {
  it('answers "I paid a fake shop, what now?" with the fake-shop steps in order and a link to its guide', async () => {
    const answer = await ask('I paid a fake shop, what now?');
    const steps = incidentGuide('fake-shop').steps;
    const positions = steps.map((step, index) => answer.indexOf(`${index + 1}) ${step}`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(answer).toContain('[Scammed? page](/scammed#fake-shop)');
    expect(countSentences(answer)).toBeLessThanOrEqual(4);
  });

  it('lists several countries’ services when the question names none', async () => {
    const answer = await ask('i sent bitcoin to a scammer');
    for (const href of [
      'https://reportfraud.ftc.gov/',
      'https://www.actionfraud.police.uk/',
      'https://www.scamwatch.gov.au/report-a-scam',
      'https://cybercrime.gov.in/',
    ]) {
      expect(answer).toContain(`](${href})`);
    }
    expect(answer).toContain('/scammed#crypto');
  });

  it.each([
    ["I'm in the UK and I gave my bank details to a caller", 'https://www.actionfraud.police.uk/', '7726'],
    ['I sent $900 on Zelle to a scammer, FTC?', 'https://www.ic3.gov/', 'reportfraud.ftc.gov'],
    [
      'aussie here, paid a fake shop with my card',
      'https://www.scamwatch.gov.au/report-a-scam',
      'cyber.gov.au',
    ],
    ['maine 20000 rupees UPI se bhej diye fraud ko', 'https://cybercrime.gov.in/', '1930'],
  ])('links the services of the country in %j', async (question, href, alsoMentioned) => {
    const answer = await ask(question);
    expect(answer).toContain(`](${href})`);
    expect(answer).toContain(alsoMentioned);
    expect(answer).not.toContain('in the US, [Action Fraud]');
  });

  it('remembers the country said earlier in the conversation', async () => {
    const answer = await ask("I'm in Australia", 'i installed anydesk for a fake telstra guy');
    expect(answer).toContain('disconnect from the internet and uninstall the remote-access app');
    expect(answer).toContain('](https://www.cyber.gov.au/report-and-recover/report)');
  });

  it('keeps official reporting links but no other outside address through the reply guard', () => {
    const reply = guardReply(
      'Report it to [Action Fraud](https://www.actionfraud.police.uk/) or [us](https://evil.example/). See [our guide](/scammed).',
      { fallbackLink: { path: '/', label: 'home page' } },
    );
    expect(reply).toContain('[Action Fraud](https://www.actionfraud.police.uk/)');
    expect(reply).not.toContain('evil.example');
  });

  it('still gives prevention advice to someone who has not paid yet', async () => {
    const answer = await ask('How can I avoid gift card scams?');
    expect(answer).not.toContain('Do this now');
  });
});
