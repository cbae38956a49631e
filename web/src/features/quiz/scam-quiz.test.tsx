import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QUIZ_QUESTIONS, type QuizQuestion } from './quiz-questions';
import { ScamQuiz } from './scam-quiz';

const QUESTIONS: QuizQuestion[] = [
  { id: 'a', scenario: 'First?', options: ['Right one', 'Wrong one'], answer: 0, explanation: 'Because A.' },
  { id: 'b', scenario: 'Second?', options: ['Nope', 'Yes'], answer: 1, explanation: 'Because B.' },
];

describe('ScamQuiz', () => {
  it('explains each answer and gives the score at the end', async () => {
    render(<ScamQuiz questions={QUESTIONS} />);
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Right one' }));
    expect(screen.getByRole('status')).toHaveTextContent('Correct!');
    expect(screen.getByRole('status')).toHaveTextContent('Because A.');

    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByRole('heading', { name: 'Second?' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Nope' }));
    expect(screen.getByRole('status')).toHaveTextContent('Not quite.');
    expect(screen.getByRole('button', { name: /Yes \(right answer\)/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'See my score' }));
    expect(screen.getByRole('heading', { name: 'You scored 1 out of 2' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Take the quiz again' }));
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
  });

  it('counts only the first answer to a question', async () => {
    render(<ScamQuiz questions={QUESTIONS.slice(0, 1)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Wrong one' }));
    await userEvent.click(screen.getByRole('button', { name: /Right one/ }));
    await userEvent.click(screen.getByRole('button', { name: 'See my score' }));
    expect(screen.getByRole('heading', { name: 'You scored 0 out of 1' })).toBeInTheDocument();
  });

  it('ships real questions, each with a valid answer and an explanation', () => {
    expect(QUIZ_QUESTIONS.length).toBeGreaterThanOrEqual(6);
    for (const question of QUIZ_QUESTIONS) {
      expect(question.options[question.answer]).toBeDefined();
      expect(question.explanation.length).toBeGreaterThan(40);
    }
    expect(new Set(QUIZ_QUESTIONS.map((question) => question.id)).size).toBe(QUIZ_QUESTIONS.length);
  });
});
