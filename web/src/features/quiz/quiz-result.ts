/** The verdict shown at the end of the quiz, by share of right answers. */
export function quizVerdict(correct: number, total: number): string {
  const ratio = total === 0 ? 0 : correct / total;
  if (ratio === 1) return 'Perfect score: scammers will have a hard time with you.';
  if (ratio >= 0.75) return 'Great instincts. Review the ones you missed and you are well protected.';
  if (ratio >= 0.5) return 'Not bad. A few tricks still got through: read the explanations again.';
  return 'Scammers are good at this. Take the quiz again after reading the explanations.';
}
