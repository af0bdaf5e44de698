import { useState, type ReactNode, type RefObject } from 'react';
import Tour from 'antd/es/tour';
import type { TourStepProps } from 'antd/es/tour';
import type { Guide } from './useGuide';

/** One step of a page's tour: what it says and the part of the page it points at. */
export interface GuideStep extends Omit<TourStepProps, 'target' | 'title' | 'description'> {
  title: ReactNode;
  description?: ReactNode;
  /** The element to point at (a ref, or a function finding it); none, or not found: the step sits in the middle. */
  target?: RefObject<HTMLElement | null> | (() => HTMLElement | null);
}

export interface GuideTourProps {
  guide: Guide;
  steps: GuideStep[];
}

const targetOf = (target: GuideStep['target']) => {
  if (!target) return undefined;
  const find = typeof target === 'function' ? target : () => target.current;
  // rc-tour's type has no `() => HTMLElement | null`, but a missing element centres the step
  return find as () => HTMLElement;
};

/**
 * A page's tour (antd Tour) for the guide of `useGuide`: shown while `guide.open`, always from its
 * first step; finishing or closing it (button, close icon, Escape) calls `guide.close`.
 * @example
 * const guide = useGuide('home');
 * const linksRef = useRef<HTMLDivElement>(null);
 * <GuideTour guide={guide} steps={[{ title: t('guide.links'), target: linksRef }]} />
 */
export function GuideTour({ guide, steps }: GuideTourProps) {
  const [current, setCurrent] = useState(0);
  const [wasOpen, setWasOpen] = useState(guide.open);
  if (guide.open !== wasOpen) {
    // each showing starts at the first step
    setWasOpen(guide.open);
    if (guide.open) setCurrent(0);
  }
  if (!guide.open) return null;
  return (
    <Tour
      open
      current={current}
      onChange={setCurrent}
      // the last step's Finish button closes too (rc-tour calls onClose, then onFinish)
      onClose={guide.close}
      steps={steps.map(({ target, ...step }) => ({ ...step, target: targetOf(target) }))}
    />
  );
}
