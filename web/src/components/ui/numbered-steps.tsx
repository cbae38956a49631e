type Step = { readonly title: string; readonly text: string };

type NumberedStepsProps = {
  steps: readonly Step[];
  /** 2 where the steps are the page's own sections (larger), 3 inside a section. */
  headingLevel: 2 | 3;
  /** How the list lays its steps out (a stack or a grid). */
  className: string;
};

/** An ordered list of steps, each with a round number, a short title and a sentence. */
export function NumberedSteps({ steps, headingLevel, className }: NumberedStepsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isLarge = headingLevel === 2;
  return (
    <ol className={className}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className={`bg-brand-600 flex ${isLarge ? 'size-9' : 'size-8'} shrink-0 items-center justify-center rounded-full font-semibold text-white`}
          >
            {index + 1}
          </span>
          <div>
            <Heading className={isLarge ? 'text-lg font-semibold' : 'font-semibold'}>{step.title}</Heading>
            <p className="mt-1 text-slate-600 dark:text-slate-300">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
