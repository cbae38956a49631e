import { CircleCheck, CircleX, Trophy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { QUIZ_QUESTIONS, type QuizQuestion } from './quiz-questions';
import { quizVerdict } from './quiz-result';

type QuizState = { index: number; selected: number | null; correct: number; isFinished: boolean };
const START: QuizState = { index: 0, selected: null, correct: 0, isFinished: false };

/** The interactive scam-detection quiz: one situation at a time, instant explanation, score at the end. */
export function ScamQuiz({ questions = QUIZ_QUESTIONS }: { questions?: readonly QuizQuestion[] }) {
  const [state, setState] = useState<QuizState>(START);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shouldFocusHeading = useRef(false);
  const question = questions[state.index];

  // After "Next", keyboard and screen-reader users continue from the top of the new question.
  useEffect(() => {
    if (!shouldFocusHeading.current) return;
    shouldFocusHeading.current = false;
    headingRef.current?.focus();
  }, [state.index, state.isFinished]);

  function choose(option: number) {
    if (state.selected !== null || question === undefined) return;
    setState({ ...state, selected: option, correct: state.correct + (option === question.answer ? 1 : 0) });
  }

  function next() {
    const isLast = state.index + 1 >= questions.length;
    shouldFocusHeading.current = true;
    setState({ ...state, index: isLast ? state.index : state.index + 1, selected: null, isFinished: isLast });
  }

  return (
    <section aria-labelledby="quiz-heading">
      <h2 id="quiz-heading" className="text-2xl font-semibold">
        Can you spot the scam?
      </h2>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        {state.isFinished || question === undefined ? (
          <div className="text-center">
            <Trophy aria-hidden="true" className="mx-auto size-10 text-yellow-500" />
            <h3 ref={headingRef} tabIndex={-1} className="mt-3 text-xl font-semibold outline-none">
              You scored {state.correct} out of {questions.length}
            </h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">
              {quizVerdict(state.correct, questions.length)}
            </p>
            <Button
              className="mt-6"
              onClick={() => {
                shouldFocusHeading.current = true;
                setState(START);
              }}
            >
              Take the quiz again
            </Button>
          </div>
        ) : (
          <>
            <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
              Question {state.index + 1} of {questions.length}
            </p>
            <h3 ref={headingRef} tabIndex={-1} className="mt-2 text-lg font-semibold outline-none">
              {question.scenario}
            </h3>
            <div role="group" aria-label="Answers" className="mt-4 grid gap-2">
              {question.options.map((option, index) => (
                <AnswerButton
                  key={option}
                  text={option}
                  state={answerState(index, question.answer, state.selected)}
                  onClick={() => choose(index)}
                />
              ))}
            </div>
            {state.selected !== null && (
              <div role="status" className="mt-4">
                <p className="font-semibold">
                  {state.selected === question.answer ? 'Correct!' : 'Not quite.'}
                </p>
                <p className="mt-1 text-slate-600 dark:text-slate-300">{question.explanation}</p>
                <Button className="mt-4" onClick={next}>
                  {state.index + 1 >= questions.length ? 'See my score' : 'Next question'}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}

type AnswerState = 'open' | 'right' | 'wrong' | 'missed' | 'other';

function answerState(index: number, answer: number, selected: number | null): AnswerState {
  if (selected === null) return 'open';
  if (index === answer) return selected === answer ? 'right' : 'missed';
  return index === selected ? 'wrong' : 'other';
}

const ANSWER_STYLES: Record<AnswerState, string> = {
  open: 'border-slate-300 hover:border-brand-500 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800',
  right: 'border-green-600 bg-green-50 dark:bg-green-950/50',
  missed: 'border-green-600 border-dashed',
  wrong: 'border-red-600 bg-red-50 dark:bg-red-950/50',
  other: 'border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400',
};

function AnswerButton({ text, state, onClick }: { text: string; state: AnswerState; onClick: () => void }) {
  const isAnswered = state !== 'open';
  return (
    <button
      type="button"
      onClick={onClick}
      aria-disabled={isAnswered}
      aria-pressed={state === 'right' || state === 'wrong'}
      className={cn('flex items-center gap-3 rounded-lg border-2 px-4 py-3 text-left', ANSWER_STYLES[state])}
    >
      <span className="flex-1">{text}</span>
      {(state === 'right' || state === 'missed') && (
        <>
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-600 dark:text-green-400" />
          <span className="sr-only">(right answer)</span>
        </>
      )}
      {state === 'wrong' && (
        <>
          <CircleX aria-hidden="true" className="size-5 shrink-0 text-red-600 dark:text-red-400" />
          <span className="sr-only">(your answer, wrong)</span>
        </>
      )}
    </button>
  );
}
