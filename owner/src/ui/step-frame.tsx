// One step of a form taken a step at a time: where the person is ("Step 2 of 4", with a bar),
// the step's heading, and its content. A new step takes the focus to its heading, so a screen
// reader says where the person has arrived and the keyboard starts from the top of the step.
import { type ReactNode, useEffect, useRef } from 'react';
import './step-frame.css';

interface StepFrameProps {
  title: string;
  /** Null on a screen outside the numbered steps (a failure screen). */
  progress: { current: number; total: number } | null;
  /** False on the first screen of a visit, where the focus stays where the page put it. */
  takeFocus: boolean;
  children: ReactNode;
}

export function StepFrame({ title, progress, takeFocus, children }: StepFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);

  return (
    <div className="step-frame">
      {progress && (
        <div className="step-frame__progress">
          <p className="step-frame__count">
            Step {progress.current} of {progress.total}
          </p>
          <div className="step-frame__bar" aria-hidden="true">
            <span style={{ width: `${(progress.current / progress.total) * 100}%` }} />
          </div>
        </div>
      )}
      <h2 className="step-frame__title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </div>
  );
}
